// Shared by the emulator kernel suite (the kernels listed in `manifest`).
// Built with -nogpulib, so the OpenCL work-item functions are unavailable:
// the helpers below use the amdgcn builtins instead.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
// The CPU references evaluate each operation on its own: no contraction of
// a * b + c into a fused multiply-add behind their back.
#pragma OPENCL FP_CONTRACT OFF

// Built a second time with -mwavefrontsize64 -DWAVE64 (control.cl, lds.cl,
// grids.cl): the kernel names then get a _w64 suffix.
#ifdef WAVE64
#define W64(name) name##_w64
#else
#define W64(name) name
#endif

#define LID_X __builtin_amdgcn_workitem_id_x()
#define LID_Y __builtin_amdgcn_workitem_id_y()
#define LID_Z __builtin_amdgcn_workitem_id_z()

// Global IDs (no global offset: the suite launches without one).
static inline uint gid_x(void) {
  return __builtin_amdgcn_workgroup_id_x() * __builtin_amdgcn_workgroup_size_x() + LID_X;
}
static inline uint gid_y(void) {
  return __builtin_amdgcn_workgroup_id_y() * __builtin_amdgcn_workgroup_size_y() + LID_Y;
}
static inline uint gid_z(void) {
  return __builtin_amdgcn_workgroup_id_z() * __builtin_amdgcn_workgroup_size_z() + LID_Z;
}

// A workgroup-wide barrier that also orders LDS accesses.
static inline void lds_barrier(void) {
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup", "local");
  __builtin_amdgcn_s_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup", "local");
}
