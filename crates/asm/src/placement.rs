//! Starting a helper thread on another CPU than its spawner's.
//!
//! Linux often queues a new thread on its parent's CPU, busy with the
//! parent, and later wake-ups (a thread waiting for its turn to hand over a
//! piece) may put both threads on one CPU again; the load balancer parts
//! them only at a later tick. On the benchmark machine (2 vCPUs) the helper
//! of a 4 ms job often started 1-4 ms late, or the threads shared one CPU
//! for most of the job. A spawn test (two threads of 3 ms work each, 40
//! runs) took 5.3 ms on average left to the scheduler, 3.2 ms with the
//! threads apart; `disasm` of a large code object under `perf stat -r 60`,
//! 6.2-6.6 ms when they are parted only at the start, 5.1 ms kept apart. A
//! C test of the spawn alone (the parent busy, 40 runs): the child ran
//! 2.8 ms after `pthread_create` on average, 51 us with the parent stepping
//! aside.
//!
//! [`Apart::pin_here`] pins the spawner to its CPU, so that the helper
//! inherits that CPU alone; [`Apart::step_aside`] then moves the spawner
//! to the other allowed CPUs, or the helper moves itself there as it
//! starts ([`Apart::helper`]) if it ran first, and dropping the `Apart`
//! gives the spawner all its CPUs back once the helper is done. While a
//! thread is held up the other takes the remaining pieces, so being kept
//! on one CPU costs little. Used where
//! one helper is spawned: the CLI's streaming, the object path's reading
//! ahead, its kernel descriptors and the opening of its output.

/// How many CPUs this thread may run on: its affinity mask's count on
/// Linux (std's `available_parallelism` also reads the cgroup's CPU quota
/// from /proc and /sys, about 60 us of a process start on the test VM, for
/// a limit that only makes a second thread wait its turn).
pub fn cpus() -> usize {
    #[cfg(target_os = "linux")]
    // SAFETY: the call writes only the set we own, of the size given.
    unsafe {
        let mut allowed: libc::cpu_set_t = std::mem::zeroed();
        if libc::sched_getaffinity(0, std::mem::size_of::<libc::cpu_set_t>(), &mut allowed) == 0 {
            return usize::try_from(libc::CPU_COUNT(&allowed)).map_or(1, |n| n.max(1));
        }
    }
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// The spawning thread's CPUs: all it was allowed, and those but its own.
pub struct Apart {
    #[cfg(target_os = "linux")]
    allowed: libc::cpu_set_t,
    parting: Parting,
}

/// The move to the spawner's other CPUs, made once by whichever of the
/// spawner and its helper gets there first: a helper queued on the
/// spawner's CPU may run at once and keep the spawner, pinned there, off
/// the CPUs for its whole slice (seen: 0.9 ms behind the output's opening,
/// 3.5 ms behind the metadata's conversion, the other CPU idle); it then
/// moves itself instead.
#[derive(Clone)]
struct Parting {
    #[cfg(target_os = "linux")]
    others: libc::cpu_set_t,
    moved: std::sync::Arc<std::sync::atomic::AtomicBool>,
}

/// The helper's side of an [`Apart`] (nothing to do without one).
pub struct Aside(Option<Parting>);

impl Apart {
    /// Pins the calling thread to its current CPU, if another CPU is
    /// allowed (else, or if any call fails, `None`: nothing changed).
    pub fn pin_here() -> Option<Apart> {
        #[cfg(target_os = "linux")]
        {
            let size = std::mem::size_of::<libc::cpu_set_t>();
            // SAFETY: the calls read and write only the sets we own, of the
            // size given; a failure leaves the thread's affinity as it was.
            unsafe {
                let mut allowed: libc::cpu_set_t = std::mem::zeroed();
                if libc::sched_getaffinity(0, size, &mut allowed) != 0 {
                    return None;
                }
                let here = usize::try_from(libc::sched_getcpu()).ok()?;
                if here >= libc::CPU_SETSIZE as usize || !libc::CPU_ISSET(here, &allowed) {
                    return None;
                }
                let (mut only, mut others) = (std::mem::zeroed(), allowed);
                libc::CPU_SET(here, &mut only);
                libc::CPU_CLR(here, &mut others);
                if libc::CPU_COUNT(&others) == 0 || libc::sched_setaffinity(0, size, &only) != 0 {
                    return None;
                }
                Some(Apart {
                    allowed,
                    parting: Parting {
                        others,
                        moved: Default::default(),
                    },
                })
            }
        }
        #[cfg(not(target_os = "linux"))]
        None
    }

    /// In the spawner, after the spawn: moves to the other allowed CPUs,
    /// unless the helper has moved there.
    pub fn step_aside(&self) {
        self.parting.step_aside();
    }

    /// The helper's side of `apart`, if any: its [`Aside::step_aside`] as
    /// it starts.
    pub fn helper(apart: Option<&Apart>) -> Aside {
        Aside(apart.map(|a| a.parting.clone()))
    }
}

impl Aside {
    /// In the helper as it starts: moves to the spawner's other CPUs,
    /// unless the spawner has moved there.
    pub fn step_aside(&self) {
        if let Some(p) = &self.0 {
            p.step_aside();
        }
    }
}

impl Parting {
    /// Moves the calling thread to the spawner's other CPUs, if neither it
    /// nor the other side has moved.
    fn step_aside(&self) {
        if self.moved.swap(true, std::sync::atomic::Ordering::AcqRel) {
            return;
        }
        #[cfg(target_os = "linux")]
        // SAFETY: as in `Apart::pin_here`; the move happens within the call.
        unsafe {
            libc::sched_setaffinity(0, std::mem::size_of::<libc::cpu_set_t>(), &self.others);
        }
    }
}

/// The spawner gets all its CPUs back (drop it once the helper has ended,
/// on the spawning thread).
impl Drop for Apart {
    fn drop(&mut self) {
        #[cfg(target_os = "linux")]
        // SAFETY: as in `pin_here`.
        unsafe {
            libc::sched_setaffinity(0, std::mem::size_of::<libc::cpu_set_t>(), &self.allowed);
        }
    }
}
