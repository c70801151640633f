/* Runs AMD GPU code from C through libamdgpu_isa_capi, the way a mock GPU
 * does: code and buffers live in ordinary host memory, the kernarg block
 * holds host pointers, and the library may touch only the ranges it is
 * given.
 *
 *   run_kernel [GRIDS_O]
 *
 * 1. assembles a small gfx1100 program, copies it to host memory and runs it
 *    through remu's entry point run_asm (tinygrad's initial state);
 * 2. shows that an access outside the registered ranges is an error code
 *    with a message, not a crash;
 * 3. with GRIDS_O (tests/kernels/obj/gfx1100/grids.o), runs its
 *    grid2d_blur kernel and compares it with a C reference.
 *
 * Build: cc -I crates/capi/include examples/c/run_kernel.c \
 *          -L target/debug -lamdgpu_isa_capi -Wl,-rpath,target/debug
 */
#include "amdgpu_isa.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int failures = 0;

static void check(int ok, const char *what) {
  printf("%s: %s\n", ok ? "ok" : "FAILED", what);
  if (!ok)
    failures++;
}

/* out[wg * 64 + lane] = 1000 * wg + lane: s[0:1] holds the kernarg pointer,
 * s14 workgroup ID X (USER_SGPR_COUNT 14 in tinygrad's default RSRC2 0x19c),
 * v0 the work-item IDs. */
static const char *PROGRAM = "s_load_b64 s[2:3], s[0:1], 0\n"
                             "s_waitcnt lgkmcnt(0)\n"
                             "v_and_b32 v1, 0x3ff, v0\n"
                             "s_lshl_b32 s4, s14, 6\n"
                             "v_add_nc_u32 v2, s4, v1\n"
                             "v_lshlrev_b32 v2, 2, v2\n"
                             "s_mul_i32 s5, s14, 1000\n"
                             "v_add_nc_u32 v3, s5, v1\n"
                             "global_store_b32 v2, v3, s[2:3]\n"
                             "s_endpgm\n";

static int run_asm_demo(void) {
  uint8_t *code = NULL;
  size_t code_len = 0;
  if (amdgpu_asm("gfx1100", 0, PROGRAM, &code, &code_len) != AMDGPU_STATUS_OK) {
    printf("asm: %s\n", amdgpu_last_error());
    return 1;
  }
  /* a located error */
  uint8_t *bad = NULL;
  int st = amdgpu_asm("gfx1100", 0, "s_endpgm\nv_add_f32 v0, v1\n", &bad, NULL);
  check(st == AMDGPU_STATUS_INPUT && strncmp(amdgpu_last_error(), "2:", 2) == 0,
        "an assembly error names its line");
  printf("    %s\n", amdgpu_last_error());

  /* code copied to host memory, as a mock GPU maps a program */
  uint32_t *lib = malloc(code_len);
  memcpy(lib, code, code_len);
  amdgpu_free(code);
  enum { GROUPS = 3, LANES = 64 };
  uint32_t *out = calloc(GROUPS * LANES, sizeof(uint32_t));
  uint64_t *kernarg = malloc(sizeof(uint64_t));
  kernarg[0] = (uint64_t)(uintptr_t)out;

  amdgpu_host_clear_ranges();
  amdgpu_host_add_range((uint64_t)(uintptr_t)lib, code_len);
  amdgpu_host_add_range((uint64_t)(uintptr_t)kernarg, sizeof(uint64_t));
  amdgpu_host_add_range((uint64_t)(uintptr_t)out, GROUPS * LANES * sizeof(uint32_t));
  amdgpu_remu_configure(AMDGPU_TINYGRAD_RSRC1, AMDGPU_TINYGRAD_RSRC2, 0, "rdna3", NULL, 0);

  st = run_asm((const char *)lib, (uint32_t)code_len, GROUPS, 1, 1, LANES, 1, 1, kernarg);
  if (st != 0)
    printf("    run_asm: %s\n", amdgpu_last_error());
  int right = st == 0;
  for (int g = 0; g < GROUPS; g++)
    for (int l = 0; l < LANES; l++)
      right &= out[g * LANES + l] == (uint32_t)(1000 * g + l);
  check(right, "run_asm wrote every element");

  /* one workgroup more than the buffer holds: the fourth one's stores fall
   * outside the registered ranges */
  st = run_asm((const char *)lib, (uint32_t)code_len, GROUPS + 1, 1, 1, LANES, 1, 1, kernarg);
  check(st == AMDGPU_STATUS_MEMORY, "a store past the buffer is a memory error");
  printf("    %s\n", amdgpu_last_error());

  /* the explicit variant: everything in one structure, statistics back */
  AmdgpuRange ranges[3] = {
      {(uint64_t)(uintptr_t)lib, code_len},
      {(uint64_t)(uintptr_t)kernarg, sizeof(uint64_t)},
      {(uint64_t)(uintptr_t)out, GROUPS * LANES * sizeof(uint32_t)},
  };
  AmdgpuAsmDispatch d = {0};
  d.target = "gfx1100";
  d.code = (uint64_t)(uintptr_t)lib;
  d.code_size = code_len;
  d.grid[0] = GROUPS, d.grid[1] = 1, d.grid[2] = 1;
  d.block[0] = LANES, d.block[1] = 1, d.block[2] = 1;
  d.args_ptr = (uint64_t)(uintptr_t)kernarg;
  d.rsrc1 = AMDGPU_TINYGRAD_RSRC1;
  d.rsrc2 = AMDGPU_TINYGRAD_RSRC2;
  d.ranges = ranges;
  d.range_count = 3;
  AmdgpuStats stats = {0};
  memset(out, 0, GROUPS * LANES * sizeof(uint32_t));
  st = amdgpu_run_asm(&d, &stats);
  check(st == 0 && out[2 * LANES + 5] == 2005 && stats.waves == 6 && stats.instructions == 60,
        "amdgpu_run_asm ran 6 waves of 10 instructions");
  amdgpu_host_clear_ranges();
  free(lib);
  free(out);
  free(kernarg);
  return 0;
}

static uint8_t *read_file(const char *path, size_t *len) {
  FILE *f = fopen(path, "rb");
  if (!f)
    return NULL;
  fseek(f, 0, SEEK_END);
  long n = ftell(f);
  fseek(f, 0, SEEK_SET);
  uint8_t *data = malloc(n > 0 ? (size_t)n : 1);
  *len = fread(data, 1, n > 0 ? (size_t)n : 0, f);
  fclose(f);
  return data;
}

/* grid2d_blur(in, out, w, h): a 3x3 box sum with clamped borders. */
static int blur_demo(const char *path) {
  size_t len = 0;
  uint8_t *obj = read_file(path, &len);
  if (!obj) {
    printf("cannot read %s\n", path);
    return 1;
  }
  enum { W = 37, H = 11 };
  int32_t *in = malloc(W * H * sizeof(int32_t));
  int32_t *out = calloc(W * H, sizeof(int32_t));
  for (int i = 0; i < W * H; i++)
    in[i] = (i * 7919) % 2001 - 1000;
  uint64_t pin = (uint64_t)(uintptr_t)in, pout = (uint64_t)(uintptr_t)out;
  uint32_t w = W, h = H;
  AmdgpuKernelArg args[4] = {{(const uint8_t *)&pin, 8},
                             {(const uint8_t *)&pout, 8},
                             {(const uint8_t *)&w, 4},
                             {(const uint8_t *)&h, 4}};
  AmdgpuRange ranges[2] = {{pin, W * H * sizeof(int32_t)}, {pout, W * H * sizeof(int32_t)}};
  uint32_t grid[3] = {(W + 7) / 8, (H + 7) / 8, 1}, block[3] = {8, 8, 1};
  AmdgpuStats stats = {0};
  int st = amdgpu_run_kernel(obj, len, "grid2d_blur", grid, block, args, 4, ranges, 2, 0, &stats);
  if (st != 0)
    printf("    amdgpu_run_kernel: %s\n", amdgpu_last_error());
  int right = st == 0;
  for (int y = 0; y < H; y++)
    for (int x = 0; x < W; x++) {
      int32_t s = 0;
      for (int dy = -1; dy <= 1; dy++)
        for (int dx = -1; dx <= 1; dx++) {
          int xx = x + dx < 0 ? 0 : x + dx >= W ? W - 1 : x + dx;
          int yy = y + dy < 0 ? 0 : y + dy >= H ? H - 1 : y + dy;
          s += in[yy * W + xx];
        }
      right &= out[y * W + x] == s;
    }
  check(right, "grid2d_blur matches the C reference");
  printf("    %" PRIu64 " workgroups, %" PRIu64 " waves, %" PRIu64 " instructions\n",
         stats.workgroups, stats.waves, stats.instructions);
  /* the output buffer left out of the ranges: an error, not a crash */
  st = amdgpu_run_kernel(obj, len, "grid2d_blur", grid, block, args, 4, ranges, 1, 0, NULL);
  check(st == AMDGPU_STATUS_MEMORY, "an unregistered output buffer is a memory error");
  printf("    %s\n", amdgpu_last_error());
  free(obj);
  free(in);
  free(out);
  return 0;
}

int main(int argc, char **argv) {
  if (run_asm_demo() != 0)
    return 1;
  if (argc > 1 && blur_demo(argv[1]) != 0)
    return 1;
  printf("%d failure(s)\n", failures);
  return failures ? 1 : 0;
}
