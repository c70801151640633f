// Image reads and writes (sampled and unsampled), which become image
// instructions on targets that have them.
kernel void image_ops(read_only image2d_t src, write_only image2d_t dst, sampler_t smp,
                      global float4 *out) {
  int2 p = (int2)(get_global_id(0), get_global_id(1));
  float4 v = read_imagef(src, smp, (float2)(p.x * 0.5f, p.y * 0.5f));
  float4 w = read_imagef(src, p);
  int2 size = get_image_dim(src);
  write_imagef(dst, p, v + w);
  out[p.y * size.x + p.x] = v * w;
}
