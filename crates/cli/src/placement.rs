//! Starting the helper thread on another CPU than the thread that spawns it.
//!
//! Linux often queues a new thread on its parent's CPU, busy with the
//! parent, and the load balancer moves it only at a later tick: on the
//! benchmark machine (2 vCPUs) the helper of a 4 ms job often started 1-4 ms
//! late, or the two threads shared one CPU for most of the job. A spawn test
//! (two threads of 3 ms work each, 40 runs) took 5.3 ms on average left to
//! the scheduler, 3.2 ms with [`Apart`]: the spawner pins itself to its CPU,
//! so that the helper inherits that CPU alone, then moves to another allowed
//! CPU; each thread then allows all the CPUs again, which moves neither.

/// The spawning thread's pinning, undone by [`Apart::step_aside`] (spawner)
/// and [`Apart::release`] (helper).
pub struct Apart {
    #[cfg(target_os = "linux")]
    allowed: libc::cpu_set_t,
    #[cfg(target_os = "linux")]
    others: libc::cpu_set_t,
}

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
                Some(Apart { allowed, others })
            }
        }
        #[cfg(not(target_os = "linux"))]
        None
    }

    /// In the spawner, after the spawn: moves to another allowed CPU, then
    /// allows all of them again.
    pub fn step_aside(&self) {
        #[cfg(target_os = "linux")]
        // SAFETY: as in `pin_here`; the move happens within the first call.
        unsafe {
            let size = std::mem::size_of::<libc::cpu_set_t>();
            libc::sched_setaffinity(0, size, &self.others);
            libc::sched_setaffinity(0, size, &self.allowed);
        }
    }

    /// In the helper, first: allows all the CPUs its parent was allowed.
    pub fn release(&self) {
        #[cfg(target_os = "linux")]
        // SAFETY: as in `pin_here`.
        unsafe {
            libc::sched_setaffinity(0, std::mem::size_of::<libc::cpu_set_t>(), &self.allowed);
        }
    }
}
