// Image loads, stores and samples through the image builtins (the OpenCL
// read_imagef family needs the device library, which the corpus does not
// link). Descriptors come from a constant buffer. gfx942 and gfx950 have no
// image instructions, so the kernel copies plain memory there.
kernel void image_ops(global float4 *out, constant __amdgpu_texture_t *texs,
                      global const float *coords, global const int *pix, uint n) {
  uint i = get_global_id(0);
  if (i >= n)
    return;
#if defined(__gfx942__) || defined(__gfx950__)
  out[i] = (float4)(coords[i]);
#else
  int4 smp = (int4)(pix[0], pix[1], pix[2], pix[3]);
  float s = coords[i], t = coords[i + n];
  float4 a = __builtin_amdgcn_image_sample_2d_v4f32_f32(15, s, t, texs[0], smp, false, 0, 0);
  float b = __builtin_amdgcn_image_sample_2d_f32_f32(1, s, t, texs[1], smp, false, 0, 0);
  float4 c = __builtin_amdgcn_image_load_2d_v4f32_i32(15, pix[i], pix[i + n], texs[2], 0, 0);
  float d = __builtin_amdgcn_image_load_mip_2d_f32_i32(1, pix[i], pix[i + n], 2, texs[3], 0, 0);
  float4 e = __builtin_amdgcn_image_sample_2darray_v4f32_f32(15, s, t, 3.0f, texs[4], smp, false, 0, 0);
  out[i] = a + c + e + (float4)(b, d, 0.0f, 1.0f);
#endif
}
