# AOT ID: ['0_forward']
from ctypes import c_void_p, c_long, c_int
import torch
import math
import random
import os
import tempfile
from math import inf, nan
from cmath import nanj
from torch._inductor.hooks import run_intermediate_hooks
from torch._inductor.utils import maybe_profile
from torch._inductor.codegen.memory_planning import _align as align
from torch import device, empty_strided
from torch._inductor.async_compile import AsyncCompile
from torch._inductor.select_algorithm import extern_kernels
import triton
import triton.language as tl
from torch._inductor.runtime.triton_heuristics import start_graph, end_graph
from torch._C import _cuda_getCurrentRawStream as get_raw_stream

aten = torch.ops.aten
inductor_ops = torch.ops.inductor
_quantized = torch.ops._quantized
assert_size_stride = torch._C._dynamo.guards.assert_size_stride
assert_alignment = torch._C._dynamo.guards.assert_alignment
empty_strided_cpu = torch._C._dynamo.guards._empty_strided_cpu
empty_strided_cpu_pinned = torch._C._dynamo.guards._empty_strided_cpu_pinned
empty_strided_cuda = torch._C._dynamo.guards._empty_strided_cuda
empty_strided_xpu = torch._C._dynamo.guards._empty_strided_xpu
empty_strided_mtia = torch._C._dynamo.guards._empty_strided_mtia
reinterpret_tensor = torch._C._dynamo.guards._reinterpret_tensor
alloc_from_pool = torch.ops.inductor._alloc_from_pool
async_compile = AsyncCompile()
empty_strided_p2p = torch._C._distributed_c10d._SymmetricMemory.empty_strided_p2p


# kernel path: /tmp/torchinductor_root/tmpp8mk6c4s/ja/cjaqfh5oxa5pyd2jpqh2nglqtdt7smw5nxkzdixv6go2un2uhzel.py
# Topologically Sorted Source Nodes: [tensor_39, inputs_embeds, pow_1, variance, add_3, rsqrt, hidden_states_1, hidden_states_2], Original ATen: [aten.view, aten.embedding, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul]
# Source node to ATen node mapping:
#   add_3 => add_3
#   hidden_states_1 => mul_2
#   hidden_states_2 => mul_3
#   inputs_embeds => embedding
#   pow_1 => pow_1
#   rsqrt => rsqrt
#   tensor_39 => view
#   variance => mean
# Graph fragment:
#   %primals_41 : Tensor "i64[4, 512][512, 1]cuda:0" = PlaceHolder[target=primals_41]
#   %buf2 : Tensor  = PlaceHolder[target=buf2]
#   %embedding : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0" = PlaceHolder[target=embedding]
#   %buf120 : Tensor "f32[4, 512, 1][512, 1, 2048]cuda:0" = PlaceHolder[target=buf120]
#   %buf26 : Tensor  = PlaceHolder[target=buf26]
#   %rsqrt : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0" = PlaceHolder[target=rsqrt]
#   %view : Tensor "f32[8192, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%wait_tensor, [8192, 1024]), kwargs = {})
#   %embedding : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.embedding.default](args = (%view, %primals_41), kwargs = {})
#   %pow_1 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%embedding, 2), kwargs = {})
#   %mean : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_1, [-1], True), kwargs = {})
#   %add_3 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean, 1e-06), kwargs = {})
#   %rsqrt : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_3,), kwargs = {})
#   %mul_2 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%embedding, %rsqrt), kwargs = {})
#   %mul_3 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%wait_tensor_8, %mul_2), kwargs = {})
#   return %embedding,%buf120,%rsqrt,%mul_3
triton_per_fused_add_embedding_mean_mul_pow_rsqrt_view_0 = async_compile.triton('triton_per_fused_add_embedding_mean_mul_pow_rsqrt_view_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 2048, 'r0_': 1024},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_embedding_mean_mul_pow_rsqrt_view_0', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 2, 'num_store': 3, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': True, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': True, 'has_loadstore_with_contiguous_rdim': True, 'tiling_scores': {'x': 32768, 'r0_': 33554432}}
)
@triton.jit
def triton_per_fused_add_embedding_mean_mul_pow_rsqrt_view_0(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 2048
    r0_numel = 1024
    R0_BLOCK: tl.constexpr = 1024
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    x0 = xindex
    r0_1 = r0_index
    tmp0 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp17 = tl.load(in_ptr2 + (r0_1), None, eviction_policy='evict_last')
    tmp1 = tl.full([1, 1], 8192, tl.int32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tl.device_assert(((0 <= tmp4) & (tmp4 < 8192)) | ~(xmask), "index out of bounds: 0 <= tmp4 < 8192")
    tmp6 = tl.load(in_ptr1 + (r0_1 + 1024*tmp4), xmask, other=0.0)
    tmp7 = tmp6 * tmp6
    tmp8 = tl.broadcast_to(tmp7, [XBLOCK, R0_BLOCK])
    tmp10 = tl.where(xmask, tmp8, 0)
    tmp11 = tl.sum(tmp10, 1)[:, None].to(tl.float32)
    tmp12 = tl.full([1, 1], 1024.0, tl.float32)
    tmp13 = (tmp11 / tmp12)
    tmp14 = tl.full([1, 1], 1e-06, tl.float32)
    tmp15 = tmp13 + tmp14
    tmp16 = libdevice.rsqrt(tmp15)
    tmp18 = tmp6 * tmp16
    tmp19 = tmp17 * tmp18
    tl.store(out_ptr0 + (r0_1 + 1024*x0), tmp6, xmask)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x0), tmp16, xmask)
    tl.store(out_ptr1 + (r0_1 + 1024*x0), tmp19, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpp8mk6c4s/nt/cntfx625h2wdtfm4x23t4xckmkhtqixjlzokrlsgpefd27pgre3e.py
# Topologically Sorted Source Nodes: [arange, position_ids, position_ids_1, q_indices, position_ids_expanded], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten._to_copy]
# Source node to ATen node mapping:
#   arange => iota
#   position_ids => add
#   position_ids_1 => unsqueeze
#   position_ids_expanded => convert_element_type
#   q_indices => unsqueeze_2
# Graph fragment:
#   %iota : Tensor "i64[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (512,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add : Tensor "i64[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota, 0), kwargs = {})
#   %unsqueeze : Tensor "i64[1, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add, 0), kwargs = {})
#   %unsqueeze_2 : Tensor "i64[1, 1, 512][512, 512, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze, 1), kwargs = {})
#   %convert_element_type : Tensor "f32[1, 1, 512][512, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%unsqueeze_2, torch.float32), kwargs = {})
#   return %expand_3
triton_poi_fused__to_copy_add_arange_unsqueeze_1 = async_compile.triton('triton_poi_fused__to_copy_add_arange_unsqueeze_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 512}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_add_arange_unsqueeze_1', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': True, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': True, 'has_loadstore_with_contiguous_rdim': False, 'tiling_scores': {'x': 4096}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_add_arange_unsqueeze_1(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 512
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = x0
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpp8mk6c4s/mm/cmmakhifbamfakz4s6vtcp2yb7sjpqmxzghimxvom64qmrkyeykh.py
# Topologically Sorted Source Nodes: [matmul, freqs, emb, cos, cos_1, sin, sin_1, linear, view_39, query_states, cos_3, sin_3, mul_4, x1, x2, neg, cat_1, mul_5, q_embed, matmul_1], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten.sin, aten._unsafe_view, aten.view, aten.unsqueeze, aten.slice, aten.neg, aten.add, aten.clone]
# Source node to ATen node mapping:
#   cat_1 => cat
#   cos => cos
#   cos_1 => mul
#   cos_3 => unsqueeze_11
#   emb => clone, expand_4, unsqueeze_10, view_42
#   freqs => permute
#   linear => view_44
#   matmul => unsqueeze_default
#   matmul_1 => clone_4
#   mul_4 => mul_4
#   mul_5 => mul_5
#   neg => neg
#   q_embed => add_4
#   query_states => permute_2
#   sin => sin
#   sin_1 => mul_1
#   sin_3 => unsqueeze_12
#   view_39 => view_45
#   x1 => slice_40
#   x2 => slice_41
# Graph fragment:
#   %mm : Tensor "f32[2048, 1024][1024, 1]cuda:0" = PlaceHolder[target=mm]
#   %mm_default : Tensor "f32[32, 512][512, 1]cuda:0" = PlaceHolder[target=mm_default]
#   %unsqueeze_default : Tensor "f32[1, 32, 512][16384, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mm_default, 0), kwargs = {})
#   %permute : Tensor "f32[1, 512, 32][16384, 1, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%unsqueeze_default, [0, 2, 1]), kwargs = {})
#   %unsqueeze_10 : Tensor "f32[1, 512, 1, 32][16384, 1, 16384, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%permute, 2), kwargs = {})
#   %expand_4 : Tensor "f32[1, 512, 2, 32][16384, 1, 0, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_10, [1, 512, 2, 32]), kwargs = {})
#   %clone : Tensor "f32[1, 512, 2, 32][32768, 64, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_4,), kwargs = {memory_format: torch.contiguous_format})
#   %view_42 : Tensor "f32[1, 512, 64][32768, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone, [1, 512, 64]), kwargs = {})
#   %cos : Tensor "f32[1, 512, 64][32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cos.default](args = (%view_42,), kwargs = {})
#   %mul : Tensor "f32[1, 512, 64][32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%cos, 1.0), kwargs = {})
#   %sin : Tensor "f32[1, 512, 64][32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sin.default](args = (%view_42,), kwargs = {})
#   %mul_1 : Tensor "f32[1, 512, 64][32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sin, 1.0), kwargs = {})
#   %view_44 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [4, 512, 1024]), kwargs = {})
#   %view_45 : Tensor "f32[4, 512, 16, 64][524288, 1024, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_44, [4, 512, -1, 64]), kwargs = {})
#   %permute_2 : Tensor "f32[4, 16, 512, 64][524288, 64, 1024, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%view_45, [0, 2, 1, 3]), kwargs = {})
#   %unsqueeze_11 : Tensor "f32[1, 1, 512, 64][32768, 32768, 64, 1]cuda:0"[num_users=8] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul, 1), kwargs = {})
#   %unsqueeze_12 : Tensor "f32[1, 1, 512, 64][32768, 32768, 64, 1]cuda:0"[num_users=8] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_1, 1), kwargs = {})
#   %mul_4 : Tensor "f32[4, 16, 512, 64][524288, 64, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%permute_2, %unsqueeze_11), kwargs = {})
#   %slice_40 : Tensor "f32[4, 16, 512, 32][524288, 64, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%permute_2, 3, 0, 32), kwargs = {})
#   %slice_41 : Tensor "f32[4, 16, 512, 32][524288, 64, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%permute_2, 3, 32, 9223372036854775807), kwargs = {})
#   %neg : Tensor "f32[4, 16, 512, 32][262144, 32, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%slice_41,), kwargs = {})
#   %cat : Tensor "f32[4, 16, 512, 64][524288, 32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%neg, %slice_40], -1), kwargs = {})
#   %mul_5 : Tensor "f32[4, 16, 512, 64][524288, 32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%cat, %unsqueeze_12), kwargs = {})
#   %add_4 : Tensor "f32[4, 16, 512, 64][524288, 64, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_4, %mul_5), kwargs = {})
#   %clone_4 : Tensor "f32[4, 16, 512, 64][524288, 32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_5,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_4
triton_poi_fused__unsafe_view_add_bmm_cat_clone_cos_mul_neg_sin_slice_transpose_unsqueeze_view_2 = async_compile.triton('triton_poi_fused__unsafe_view_add_bmm_cat_clone_cos_mul_neg_sin_slice_transpose_unsqueeze_view_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2097152}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_add_bmm_cat_clone_cos_mul_neg_sin_slice_transpose_unsqueeze_view_2', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': True, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': True, 'has_loadstore_with_contiguous_rdim': False, 'tiling_scores': {'x': 41943040}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_add_bmm_cat_clone_cos_mul_neg_sin_slice_transpose_unsqueeze_view_2(in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 2097152
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x4 = xindex
    x0 = (xindex % 64)
    x2 = ((xindex // 1024) % 512)
    x5 = xindex // 64
    x1 = ((xindex // 64) % 16)
    x3 = xindex // 524288
    tmp0 = tl.load(in_ptr0 + (x4), None)
    tmp1 = tl.load(in_ptr1 + (x2 + 512*((x0 % 32))), None, eviction_policy='evict_last')
    tmp2 = tl_math.cos(tmp1)
    tmp3 = tl.full([1], 1.0, tl.float32)
    tmp4 = tmp2 * tmp3
    tmp5 = tmp0 * tmp4
    tmp6 = x0
    tmp7 = tl.full([1], 0, tl.int64)
    tmp8 = tmp6 >= tmp7
    tmp9 = tl.full([1], 32, tl.int64)
    tmp10 = tmp6 < tmp9
    tmp11 = tl.load(in_ptr0 + (32 + 64*x5 + (x0)), tmp10, eviction_policy='evict_last', other=0.0)
    tmp12 = -tmp11
    tmp13 = tl.full(tmp12.shape, 0.0, tmp12.dtype)
    tmp14 = tl.where(tmp10, tmp12, tmp13)
    tmp15 = tmp6 >= tmp9
    tmp16 = tl.full([1], 64, tl.int64)
    tmp17 = tmp6 < tmp16
    tmp18 = tl.load(in_ptr0 + (64*x5 + ((-32) + x0)), tmp15, eviction_policy='evict_last', other=0.0)
    tmp19 = tl.where(tmp10, tmp14, tmp18)
    tmp20 = tl_math.sin(tmp1)
    tmp21 = tmp20 * tmp3
    tmp22 = tmp19 * tmp21
    tmp23 = tmp5 + tmp22
    tl.store(out_ptr0 + (x0 + 64*x2 + 32768*x1 + 524288*x3), tmp23, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpp8mk6c4s/yz/cyz2cku74ibnj44zlb2aoknnv2zqst2pgflsnjhpimyp4g6jwga7.py
# Topologically Sorted Source Nodes: [matmul, freqs, emb, cos, cos_1, sin, sin_1, linear_1, view_40, key_states, cos_3, sin_3, mul_6, x1_1, x2_1, neg_1, cat_2, mul_7, k_embed, transpose_4, matmul_1], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten.sin, aten._unsafe_view, aten.view, aten.unsqueeze, aten.slice, aten.neg, aten.add, aten.clone]
# Source node to ATen node mapping:
#   cat_2 => cat_1
#   cos => cos
#   cos_1 => mul
#   cos_3 => unsqueeze_11
#   emb => clone, expand_4, unsqueeze_10, view_42
#   freqs => permute
#   k_embed => add_5
#   key_states => permute_4
#   linear_1 => view_47
#   matmul => unsqueeze_default
#   matmul_1 => clone_5
#   mul_6 => mul_6
#   mul_7 => mul_7
#   neg_1 => neg_1
#   sin => sin
#   sin_1 => mul_1
#   sin_3 => unsqueeze_12
#   transpose_4 => permute_7
#   view_40 => view_48
#   x1_1 => slice_42
#   x2_1 => slice_43
# Graph fragment:
#   %mm_1 : Tensor "f32[2048, 1024][1024, 1]cuda:0" = PlaceHolder[target=mm_1]
#   %mm_default : Tensor "f32[32, 512][512, 1]cuda:0" = PlaceHolder[target=mm_default]
#   %unsqueeze_default : Tensor "f32[1, 32, 512][16384, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mm_default, 0), kwargs = {})
#   %permute : Tensor "f32[1, 512, 32][16384, 1, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%unsqueeze_default, [0, 2, 1]), kwargs = {})
#   %unsqueeze_10 : Tensor "f32[1, 512, 1, 32][16384, 1, 16384, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%permute, 2), kwargs = {})
#   %expand_4 : Tensor "f32[1, 512, 2, 32][16384, 1, 0, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_10, [1, 512, 2, 32]), kwargs = {})
#   %clone : Tensor "f32[1, 512, 2, 32][32768, 64, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_4,), kwargs = {memory_format: torch.contiguous_format})
#   %view_42 : Tensor "f32[1, 512, 64][32768, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone, [1, 512, 64]), kwargs = {})
#   %cos : Tensor "f32[1, 512, 64][32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cos.default](args = (%view_42,), kwargs = {})
#   %mul : Tensor "f32[1, 512, 64][32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%cos, 1.0), kwargs = {})
#   %sin : Tensor "f32[1, 512, 64][32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sin.default](args = (%view_42,), kwargs = {})
#   %mul_1 : Tensor "f32[1, 512, 64][32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sin, 1.0), kwargs = {})
#   %view_47 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_1, [4, 512, 1024]), kwargs = {})
#   %view_48 : Tensor "f32[4, 512, 16, 64][524288, 1024, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_47, [4, 512, -1, 64]), kwargs = {})
#   %permute_4 : Tensor "f32[4, 16, 512, 64][524288, 64, 1024, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%view_48, [0, 2, 1, 3]), kwargs = {})
#   %unsqueeze_11 : Tensor "f32[1, 1, 512, 64][32768, 32768, 64, 1]cuda:0"[num_users=8] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul, 1), kwargs = {})
#   %unsqueeze_12 : Tensor "f32[1, 1, 512, 64][32768, 32768, 64, 1]cuda:0"[num_users=8] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_1, 1), kwargs = {})
#   %mul_6 : Tensor "f32[4, 16, 512, 64][524288, 64, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%permute_4, %unsqueeze_11), kwargs = {})
#   %slice_42 : Tensor "f32[4, 16, 512, 32][524288, 64, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%permute_4, 3, 0, 32), kwargs = {})
#   %slice_43 : Tensor "f32[4, 16, 512, 32][524288, 64, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%permute_4, 3, 32, 9223372036854775807), kwargs = {})
#   %neg_1 : Tensor "f32[4, 16, 512, 32][262144, 32, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%slice_43,), kwargs = {})
#   %cat_1 : Tensor "f32[4, 16, 512, 64][524288, 32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%neg_1, %slice_42], -1), kwargs = {})
#   %mul_7 : Tensor "f32[4, 16, 512, 64][524288, 32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%cat_1, %unsqueeze_12), kwargs = {})
#   %add_5 : Tensor "f32[4, 16, 512, 64][524288, 64, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_6, %mul_7), kwargs = {})
#   %permute_7 : Tensor "f32[4, 16, 64, 512][524288, 64, 1, 1024]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%add_5, [0, 1, 3, 2]), kwargs = {})
#   %clone_5 : Tensor "f32[4, 16, 64, 512][524288, 32768, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_6,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_5
triton_poi_fused__unsafe_view_add_bmm_cat_clone_cos_mul_neg_sin_slice_transpose_unsqueeze_view_3 = async_compile.triton('triton_poi_fused__unsafe_view_add_bmm_cat_clone_cos_mul_neg_sin_slice_transpose_unsqueeze_view_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 4096, 'x': 512}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_add_bmm_cat_clone_cos_mul_neg_sin_slice_transpose_unsqueeze_view_3', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': True, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': True, 'has_loadstore_with_contiguous_rdim': False, 'tiling_scores': {'y': 25165824, 'x': 16842752}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_add_bmm_cat_clone_cos_mul_neg_sin_slice_transpose_unsqueeze_view_3(in_ptr0, in_ptr1, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 4096
    xnumel = 512
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = tl.full([YBLOCK], True, tl.int1)[:, None]
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x3 = xindex
    y2 = yindex // 1024
    y4 = (yindex % 1024)
    y0 = (yindex % 64)
    y1 = ((yindex // 64) % 16)
    y6 = yindex
    tmp0 = tl.load(in_ptr0 + (y4 + 1024*x3 + 524288*y2), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (x3 + 512*((y0 % 32))), xmask, eviction_policy='evict_last')
    tmp2 = tl_math.cos(tmp1)
    tmp3 = tl.full([1, 1], 1.0, tl.float32)
    tmp4 = tmp2 * tmp3
    tmp5 = tmp0 * tmp4
    tmp6 = y0
    tmp7 = tl.full([1, 1], 0, tl.int64)
    tmp8 = tmp6 >= tmp7
    tmp9 = tl.full([1, 1], 32, tl.int64)
    tmp10 = tmp6 < tmp9
    tmp11 = tl.load(in_ptr0 + (32 + 64*y1 + 1024*x3 + 524288*y2 + (y0)), tmp10 & xmask, eviction_policy='evict_last', other=0.0)
    tmp12 = -tmp11
    tmp13 = tl.full(tmp12.shape, 0.0, tmp12.dtype)
    tmp14 = tl.where(tmp10, tmp12, tmp13)
    tmp15 = tmp6 >= tmp9
    tmp16 = tl.full([1, 1], 64, tl.int64)
    tmp17 = tmp6 < tmp16
    tmp18 = tl.load(in_ptr0 + (64*y1 + 1024*x3 + 524288*y2 + ((-32) + y0)), tmp15 & xmask, eviction_policy='evict_last', other=0.0)
    tmp19 = tl.where(tmp10, tmp14, tmp18)
    tmp20 = tl_math.sin(tmp1)
    tmp21 = tmp20 * tmp3
    tmp22 = tmp19 * tmp21
    tmp23 = tmp5 + tmp22
    tl.store(out_ptr0 + (x3 + 512*y6), tmp23, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpp8mk6c4s/l3/cl3adkwihk7l7zs34npb7ondebgrsy7cx4n7mcwejl2odhrlzbmd.py
# Topologically Sorted Source Nodes: [arange, position_ids, position_ids_1, q_indices, kv_indices, attention_mask, attention_mask_1, tensor_78, mask, matmul_1, attn_weights, attn_weights_1, softmax], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten.lift_fresh, aten.scalar_tensor, aten.where, aten.view, aten.mul, prims.prepare_softmax_online, aten.sub, aten.exp, aten._softmax]
# Source node to ATen node mapping:
#   arange => iota
#   attention_mask => le
#   attention_mask_1 => expand
#   attn_weights => mul_8
#   attn_weights_1 => add_6
#   kv_indices => unsqueeze_6
#   mask => full_default_1, where
#   matmul_1 => view_54
#   position_ids => add
#   position_ids_1 => unsqueeze
#   q_indices => unsqueeze_2, unsqueeze_3
#   softmax => div
#   tensor_78 => full_default
# Graph fragment:
#   %bmm_1 : Tensor "f32[64, 512, 512][262144, 512, 1]cuda:0" = PlaceHolder[target=bmm_1]
#   %getitem_8 : Tensor "f32[4, 16, 512, 1][8192, 512, 1, 32768]cuda:0" = PlaceHolder[target=getitem_8]
#   %getitem_9 : Tensor "f32[4, 16, 512, 1][8192, 512, 1, 32768]cuda:0" = PlaceHolder[target=getitem_9]
#   %iota : Tensor "i64[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (512,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add : Tensor "i64[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota, 0), kwargs = {})
#   %unsqueeze : Tensor "i64[1, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add, 0), kwargs = {})
#   %unsqueeze_2 : Tensor "i64[1, 1, 512][512, 512, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze, 1), kwargs = {})
#   %unsqueeze_3 : Tensor "i64[1, 1, 512, 1][512, 512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_2, 3), kwargs = {})
#   %unsqueeze_6 : Tensor "i64[1, 1, 1, 512][512, 512, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_2, 2), kwargs = {})
#   %le : Tensor "b8[1, 1, 512, 512][262144, 262144, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Tensor](args = (%unsqueeze_6, %unsqueeze_3), kwargs = {})
#   %expand : Tensor "b8[4, 1, 512, 512][0, 262144, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%le, [4, -1, 512, 512]), kwargs = {})
#   %full_default : Tensor "f32[][]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -3.4028234663852886e+38), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where : Tensor "f32[4, 1, 512, 512][262144, 262144, 512, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.where.self](args = (%expand, %full_default, %full_default_1), kwargs = {})
#   %view_54 : Tensor "f32[4, 16, 512, 512][4194304, 262144, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_1, [4, 16, 512, 512]), kwargs = {})
#   %mul_8 : Tensor "f32[4, 16, 512, 512][4194304, 262144, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_54, 0.125), kwargs = {})
#   %add_6 : Tensor "f32[4, 16, 512, 512][4194304, 262144, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_8, %where), kwargs = {})
#   %prepare_softmax_online_default_4 : [num_users=2] = call_function[target=torch.ops.prims.prepare_softmax_online.default](args = (%add_6, -1), kwargs = {})
#   %sub_tensor_4 : Tensor "f32[4, 16, 512, 512][4194304, 262144, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_6, %getitem_8), kwargs = {})
#   %exp_default_4 : Tensor "f32[4, 16, 512, 512][4194304, 262144, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%sub_tensor_4,), kwargs = {})
#   %div : Tensor "f32[4, 16, 512, 512][4194304, 262144, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%exp_default_4, %getitem_9), kwargs = {})
#   return %getitem_8,%getitem_9,%expand_7
triton_per_fused__softmax_add_arange_exp_expand_le_lift_fresh_mul_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_4 = async_compile.triton('triton_per_fused__softmax_add_arange_exp_expand_le_lift_fresh_mul_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 32768, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__softmax_add_arange_exp_expand_le_lift_fresh_mul_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_4', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': True, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': True, 'has_loadstore_with_contiguous_rdim': True, 'tiling_scores': {'x': 0, 'r0_': 201326592}}
)
@triton.jit
def triton_per_fused__softmax_add_arange_exp_expand_le_lift_fresh_mul_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_4(in_out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 32768
    r0_numel = 512
    R0_BLOCK: tl.constexpr = 512
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_2 = r0_index
    x3 = xindex
    x0 = (xindex % 512)
    tmp0 = tl.load(in_out_ptr0 + (r0_2 + 512*x3), None)
    tmp1 = tl.full([1, 1], 0.125, tl.float32)
    tmp2 = tmp0 * tmp1
    tmp3 = r0_2
    tmp4 = x0
    tmp5 = tmp3 <= tmp4
    tmp6 = tl.full([1, 1], 0.0, tl.float32)
    tmp7 = tl.full([1, 1], -3.4028234663852886e+38, tl.float32)
    tmp8 = tl.where(tmp5, tmp6, tmp7)
    tmp9 = tmp2 + tmp8
    tmp10 = tl.broadcast_to(tmp9, [XBLOCK, R0_BLOCK])
    tmp12 = tl.broadcast_to(tmp10, [XBLOCK, R0_BLOCK])
    tmp14 = triton_helpers.max2(tmp12, 1)[:, None].to(tl.float32)
    tmp15 = tmp10 - tmp14
    tmp16 = libdevice.exp(tmp15)
    tmp17 = tl.broadcast_to(tmp16, [XBLOCK, R0_BLOCK])
    tmp19 = tl.sum(tmp17, 1)[:, None].to(tl.float32)
    tmp20 = tmp9 - tmp14
    tmp21 = libdevice.exp(tmp20)
    tmp22 = (tmp21 / tmp19)
    tl.store(in_out_ptr0 + (r0_2 + 512*x3), tmp22, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpp8mk6c4s/hc/chc6hqh4plpev73sbdvojsnsdueronz7g5xluemu2g3veh54x3in.py
# Topologically Sorted Source Nodes: [linear_2, view_41, value_states, attn_output], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.clone]
# Source node to ATen node mapping:
#   attn_output => clone_7
#   linear_2 => view_50
#   value_states => permute_6
#   view_41 => view_51
# Graph fragment:
#   %mm_2 : Tensor "f32[2048, 1024][1024, 1]cuda:0" = PlaceHolder[target=mm_2]
#   %view_50 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_2, [4, 512, 1024]), kwargs = {})
#   %view_51 : Tensor "f32[4, 512, 16, 64][524288, 1024, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_50, [4, 512, -1, 64]), kwargs = {})
#   %permute_6 : Tensor "f32[4, 16, 512, 64][524288, 64, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_51, [0, 2, 1, 3]), kwargs = {})
#   %clone_7 : Tensor "f32[4, 16, 512, 64][524288, 32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_8,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_7
triton_poi_fused__unsafe_view_clone_transpose_view_5 = async_compile.triton('triton_poi_fused__unsafe_view_clone_transpose_view_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2097152}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_clone_transpose_view_5', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': True, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': True, 'has_loadstore_with_contiguous_rdim': False, 'tiling_scores': {'x': 25165824}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_clone_transpose_view_5(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 2097152
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 64)
    x1 = ((xindex // 64) % 512)
    x2 = ((xindex // 32768) % 16)
    x3 = xindex // 524288
    x4 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 64*x2 + 1024*x1 + 524288*x3), None)
    tl.store(out_ptr0 + (x4), tmp0, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpp8mk6c4s/b2/cb2vrj4dye6caw5jh4espuhq2okikriwytzsdai5m24eepveui4i.py
# Topologically Sorted Source Nodes: [attn_output, transpose_5, attn_output_1], Original ATen: [aten.view, aten.transpose, aten.clone]
# Source node to ATen node mapping:
#   attn_output => view_57
#   attn_output_1 => clone_8
#   transpose_5 => permute_8
# Graph fragment:
#   %bmm_2 : Tensor "f32[64, 512, 64][32768, 64, 1]cuda:0" = PlaceHolder[target=bmm_2]
#   %view_57 : Tensor "f32[4, 16, 512, 64][524288, 32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_2, [4, 16, 512, 64]), kwargs = {})
#   %permute_8 : Tensor "f32[4, 512, 16, 64][524288, 64, 32768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_57, [0, 2, 1, 3]), kwargs = {})
#   %clone_8 : Tensor "f32[4, 512, 16, 64][524288, 1024, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_8,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_8
triton_poi_fused_clone_transpose_view_6 = async_compile.triton('triton_poi_fused_clone_transpose_view_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2097152}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_clone_transpose_view_6', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': True, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': True, 'has_loadstore_with_contiguous_rdim': False, 'tiling_scores': {'x': 25165824}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_clone_transpose_view_6(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 2097152
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 64)
    x1 = ((xindex // 64) % 16)
    x2 = ((xindex // 1024) % 512)
    x3 = xindex // 524288
    x4 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 64*x2 + 32768*x1 + 524288*x3), None)
    tl.store(out_ptr0 + (x4), tmp0, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpp8mk6c4s/j5/cj5i2h75ouedn7m5qeda6pdg6hopo7hrjq4eg3aagwqws7lklef5.py
# Topologically Sorted Source Nodes: [attn_output_3, hidden_states_3, pow_2, variance_1, add_8, rsqrt_1, hidden_states_5, hidden_states_6], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
# Source node to ATen node mapping:
#   add_8 => add_8
#   attn_output_3 => view_60
#   hidden_states_3 => add_7
#   hidden_states_5 => mul_9
#   hidden_states_6 => mul_10
#   pow_2 => pow_2
#   rsqrt_1 => rsqrt_1
#   variance_1 => mean_1
# Graph fragment:
#   %embedding : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0" = PlaceHolder[target=embedding]
#   %mm_3 : Tensor "f32[2048, 1024][1024, 1]cuda:0" = PlaceHolder[target=mm_3]
#   %buf136 : Tensor "f32[4, 512, 1][512, 1, 2048]cuda:0" = PlaceHolder[target=buf136]
#   %buf29 : Tensor  = PlaceHolder[target=buf29]
#   %rsqrt_1 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_1]
#   %view_60 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_3, [4, 512, 1024]), kwargs = {})
#   %add_7 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %view_60), kwargs = {})
#   %pow_2 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_7, 2), kwargs = {})
#   %mean_1 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_2, [-1], True), kwargs = {})
#   %add_8 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_1, 1e-06), kwargs = {})
#   %rsqrt_1 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_8,), kwargs = {})
#   %mul_9 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_7, %rsqrt_1), kwargs = {})
#   %mul_10 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%wait_tensor_9, %mul_9), kwargs = {})
#   return %buf136,%rsqrt_1,%mul_10
triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_7 = async_compile.triton('triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_7', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 2048, 'r0_': 1024},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_7', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 3, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': True, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': True, 'has_loadstore_with_contiguous_rdim': True, 'tiling_scores': {'x': 16384, 'r0_': 33554432}}
)
@triton.jit
def triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_7(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 2048
    r0_numel = 1024
    R0_BLOCK: tl.constexpr = 1024
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1 + 1024*x0), xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_1 + 1024*x0), xmask, other=0.0)
    tmp13 = tl.load(in_ptr2 + (r0_1), None, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp3 = tmp2 * tmp2
    tmp4 = tl.broadcast_to(tmp3, [XBLOCK, R0_BLOCK])
    tmp6 = tl.where(xmask, tmp4, 0)
    tmp7 = tl.sum(tmp6, 1)[:, None].to(tl.float32)
    tmp8 = tl.full([1, 1], 1024.0, tl.float32)
    tmp9 = (tmp7 / tmp8)
    tmp10 = tl.full([1, 1], 1e-06, tl.float32)
    tmp11 = tmp9 + tmp10
    tmp12 = libdevice.rsqrt(tmp11)
    tmp14 = tmp2 * tmp12
    tmp15 = tmp13 * tmp14
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x0), tmp12, xmask)
    tl.store(out_ptr0 + (r0_1 + 1024*x0), tmp15, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpp8mk6c4s/b7/cb7hvbcu4fntinq5ks2wlvxdeedbsudbqribzjhj7kfejbfppoey.py
# Topologically Sorted Source Nodes: [linear_4, silu, linear_5, mul_11], Original ATen: [aten._unsafe_view, aten.silu, aten.mul]
# Source node to ATen node mapping:
#   linear_4 => view_62
#   linear_5 => view_64
#   mul_11 => mul_11
#   silu => add_9, div_1, exp_1, neg_2
# Graph fragment:
#   %mm_4 : Tensor "f32[2048, 2816][2816, 1]cuda:0" = PlaceHolder[target=mm_4]
#   %mm_5 : Tensor "f32[2048, 2816][2816, 1]cuda:0" = PlaceHolder[target=mm_5]
#   %view_62 : Tensor "f32[4, 512, 2816][1441792, 2816, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_4, [4, 512, 2816]), kwargs = {})
#   %neg_2 : Tensor "f32[4, 512, 2816][1441792, 2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%view_62,), kwargs = {})
#   %exp_1 : Tensor "f32[4, 512, 2816][1441792, 2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_2,), kwargs = {})
#   %add_9 : Tensor "f32[4, 512, 2816][1441792, 2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_1, 1), kwargs = {})
#   %div_1 : Tensor "f32[4, 512, 2816][1441792, 2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%view_62, %add_9), kwargs = {})
#   %view_64 : Tensor "f32[4, 512, 2816][1441792, 2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_5, [4, 512, 2816]), kwargs = {})
#   %mul_11 : Tensor "f32[4, 512, 2816][1441792, 2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_1, %view_64), kwargs = {})
#   return %mul_11
triton_poi_fused__unsafe_view_mul_silu_8 = async_compile.triton('triton_poi_fused__unsafe_view_mul_silu_8', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8388608}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_mul_silu_8', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': True, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': True, 'has_loadstore_with_contiguous_rdim': False, 'tiling_scores': {'x': 92274688}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_mul_silu_8(in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 5767168
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None)
    tmp6 = tl.load(in_ptr1 + (x0), None)
    tmp1 = -tmp0
    tmp2 = libdevice.exp(tmp1)
    tmp3 = tl.full([1], 1.0, tl.float32)
    tmp4 = tmp2 + tmp3
    tmp5 = (tmp0 / tmp4)
    tmp7 = tmp5 * tmp6
    tl.store(out_ptr0 + (x0), tmp7, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpp8mk6c4s/on/conxszeghcarnl7fwbymb46avlytbcrhpuntdgguzjiqak263opw.py
# Topologically Sorted Source Nodes: [attn_output_3, hidden_states_3, down_proj, hidden_states_7, pow_3, variance_2, add_10, rsqrt_2, hidden_states_9, hidden_states_10], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
# Source node to ATen node mapping:
#   add_10 => add_11
#   attn_output_3 => view_60
#   down_proj => view_66
#   hidden_states_10 => mul_13
#   hidden_states_3 => add_7
#   hidden_states_7 => add_10
#   hidden_states_9 => mul_12
#   pow_3 => pow_3
#   rsqrt_2 => rsqrt_2
#   variance_2 => mean_2
# Graph fragment:
#   %embedding : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0" = PlaceHolder[target=embedding]
#   %mm_3 : Tensor "f32[2048, 1024][1024, 1]cuda:0" = PlaceHolder[target=mm_3]
#   %mm_6 : Tensor "f32[2048, 1024][1024, 1]cuda:0" = PlaceHolder[target=mm_6]
#   %add_10 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0" = PlaceHolder[target=add_10]
#   %buf144 : Tensor "f32[4, 512, 1][512, 1, 2048]cuda:0" = PlaceHolder[target=buf144]
#   %buf53 : Tensor  = PlaceHolder[target=buf53]
#   %rsqrt_2 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_2]
#   %view_60 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_3, [4, 512, 1024]), kwargs = {})
#   %add_7 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %view_60), kwargs = {})
#   %view_66 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_6, [4, 512, 1024]), kwargs = {})
#   %add_10 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_7, %view_66), kwargs = {})
#   %pow_3 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_10, 2), kwargs = {})
#   %mean_2 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_3, [-1], True), kwargs = {})
#   %add_11 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_2, 1e-06), kwargs = {})
#   %rsqrt_2 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_11,), kwargs = {})
#   %mul_12 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_10, %rsqrt_2), kwargs = {})
#   %mul_13 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%wait_tensor_17, %mul_12), kwargs = {})
#   return %add_10,%buf144,%rsqrt_2,%mul_13
triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_9 = async_compile.triton('triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_9', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 2048, 'r0_': 1024},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_out_ptr1': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_9', 'mutated_arg_names': ['in_out_ptr0', 'in_out_ptr1'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 3, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': True, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': True, 'has_loadstore_with_contiguous_rdim': True, 'tiling_scores': {'x': 16384, 'r0_': 58720256}}
)
@triton.jit
def triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_9(in_out_ptr0, in_out_ptr1, in_ptr0, in_ptr1, in_ptr2, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 2048
    r0_numel = 1024
    R0_BLOCK: tl.constexpr = 1024
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1 + 1024*x0), xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_1 + 1024*x0), xmask, other=0.0)
    tmp3 = tl.load(in_out_ptr0 + (r0_1 + 1024*x0), xmask, other=0.0)
    tmp15 = tl.load(in_ptr2 + (r0_1), None, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp4 = tmp2 + tmp3
    tmp5 = tmp4 * tmp4
    tmp6 = tl.broadcast_to(tmp5, [XBLOCK, R0_BLOCK])
    tmp8 = tl.where(xmask, tmp6, 0)
    tmp9 = tl.sum(tmp8, 1)[:, None].to(tl.float32)
    tmp10 = tl.full([1, 1], 1024.0, tl.float32)
    tmp11 = (tmp9 / tmp10)
    tmp12 = tl.full([1, 1], 1e-06, tl.float32)
    tmp13 = tmp11 + tmp12
    tmp14 = libdevice.rsqrt(tmp13)
    tmp16 = tmp4 * tmp14
    tmp17 = tmp15 * tmp16
    tl.store(in_out_ptr0 + (r0_1 + 1024*x0), tmp4, xmask)
    tl.debug_barrier()
    tl.store(in_out_ptr1 + (x0), tmp14, xmask)
    tl.store(out_ptr0 + (r0_1 + 1024*x0), tmp17, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpp8mk6c4s/j6/cj6uyhdl6jnniqurks7f7tvwjxufy4ont42t262c5hyrs6wxtwkx.py
# Topologically Sorted Source Nodes: [attn_output_7, hidden_states_11, pow_4, variance_3, add_15, rsqrt_3, hidden_states_13, hidden_states_14], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
# Source node to ATen node mapping:
#   add_15 => add_16
#   attn_output_7 => view_84
#   hidden_states_11 => add_15
#   hidden_states_13 => mul_19
#   hidden_states_14 => mul_20
#   pow_4 => pow_4
#   rsqrt_3 => rsqrt_3
#   variance_3 => mean_3
# Graph fragment:
#   %add_10 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0" = PlaceHolder[target=add_10]
#   %mm_10 : Tensor "f32[2048, 1024][1024, 1]cuda:0" = PlaceHolder[target=mm_10]
#   %add_15 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0" = PlaceHolder[target=add_15]
#   %buf161 : Tensor "f32[4, 512, 1][512, 1, 2048]cuda:0" = PlaceHolder[target=buf161]
#   %buf56 : Tensor  = PlaceHolder[target=buf56]
#   %rsqrt_3 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_3]
#   %view_84 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_10, [4, 512, 1024]), kwargs = {})
#   %add_15 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_10, %view_84), kwargs = {})
#   %pow_4 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_15, 2), kwargs = {})
#   %mean_3 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_4, [-1], True), kwargs = {})
#   %add_16 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_3, 1e-06), kwargs = {})
#   %rsqrt_3 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_16,), kwargs = {})
#   %mul_19 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_15, %rsqrt_3), kwargs = {})
#   %mul_20 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%wait_tensor_18, %mul_19), kwargs = {})
#   return %add_15,%buf161,%rsqrt_3,%mul_20
triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_10 = async_compile.triton('triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_10', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 2048, 'r0_': 1024},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_out_ptr1': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_10', 'mutated_arg_names': ['in_out_ptr0', 'in_out_ptr1'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 3, 'num_store': 3, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': True, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': True, 'has_loadstore_with_contiguous_rdim': True, 'tiling_scores': {'x': 16384, 'r0_': 50331648}}
)
@triton.jit
def triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_10(in_out_ptr0, in_out_ptr1, in_ptr0, in_ptr1, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 2048
    r0_numel = 1024
    R0_BLOCK: tl.constexpr = 1024
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1 + 1024*x0), xmask, other=0.0)
    tmp1 = tl.load(in_out_ptr0 + (r0_1 + 1024*x0), xmask, other=0.0)
    tmp13 = tl.load(in_ptr1 + (r0_1), None, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp3 = tmp2 * tmp2
    tmp4 = tl.broadcast_to(tmp3, [XBLOCK, R0_BLOCK])
    tmp6 = tl.where(xmask, tmp4, 0)
    tmp7 = tl.sum(tmp6, 1)[:, None].to(tl.float32)
    tmp8 = tl.full([1, 1], 1024.0, tl.float32)
    tmp9 = (tmp7 / tmp8)
    tmp10 = tl.full([1, 1], 1e-06, tl.float32)
    tmp11 = tmp9 + tmp10
    tmp12 = libdevice.rsqrt(tmp11)
    tmp14 = tmp2 * tmp12
    tmp15 = tmp13 * tmp14
    tl.store(in_out_ptr0 + (r0_1 + 1024*x0), tmp2, xmask)
    tl.debug_barrier()
    tl.store(in_out_ptr1 + (x0), tmp12, xmask)
    tl.store(out_ptr0 + (r0_1 + 1024*x0), tmp15, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpp8mk6c4s/sn/csnyg4juqhnn3etetvww7h2dl5dfpudgtbqtz5k4lqfr4gxsn4on.py
# Topologically Sorted Source Nodes: [labels], Original ATen: [aten.constant_pad_nd]
# Source node to ATen node mapping:
#   labels => constant_pad_nd
# Graph fragment:
#   %primals_42 : Tensor "i64[4, 512][512, 1]cuda:0" = PlaceHolder[target=primals_42]
#   %constant_pad_nd : Tensor "i64[4, 513][513, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.constant_pad_nd.default](args = (%primals_42, [0, 1], -100.0), kwargs = {})
#   return %constant_pad_nd
triton_poi_fused_constant_pad_nd_11 = async_compile.triton('triton_poi_fused_constant_pad_nd_11', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 4096}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'out_ptr0': '*i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_constant_pad_nd_11', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': True, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': True, 'has_loadstore_with_contiguous_rdim': False, 'tiling_scores': {'x': 49216}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_constant_pad_nd_11(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 2052
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 513)
    x1 = xindex // 513
    x2 = xindex
    tmp0 = x0
    tmp1 = tl.full([1], 512, tl.int64)
    tmp2 = tmp0 < tmp1
    tmp3 = tl.load(in_ptr0 + (x0 + 512*x1), tmp2 & xmask, other=-100)
    tl.store(out_ptr0 + (x2), tmp3, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpp8mk6c4s/lp/clpa3ajstekrbyxkrt377x4enorft6ahbr3itjyorefliimjhwb2.py
# Topologically Sorted Source Nodes: [loss], Original ATen: [prims.prepare_softmax_online, aten._log_softmax]
# Source node to ATen node mapping:
#   loss => log
# Graph fragment:
#   %mm_28 : Tensor "f32[2048, 8192][8192, 1]cuda:0" = PlaceHolder[target=mm_28]
#   %getitem_1 : Tensor "f32[2048, 1][1, 2048]cuda:0" = PlaceHolder[target=getitem_1]
#   %prepare_softmax_online_default : [num_users=2] = call_function[target=torch.ops.prims.prepare_softmax_online.default](args = (%mm_28, 1), kwargs = {})
#   %log : Tensor "f32[2048, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.log.default](args = (%getitem_1,), kwargs = {})
#   return %getitem,%getitem_1,%log
triton_red_fused__log_softmax_prepare_softmax_online_12 = async_compile.triton('triton_red_fused__log_softmax_prepare_softmax_online_12', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 2048, 'r0_': 8192},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__log_softmax_prepare_softmax_online_12', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': True, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': True, 'has_loadstore_with_contiguous_rdim': True, 'tiling_scores': {'x': 32768, 'r0_': 67108864}}
)
@triton.jit
def triton_red_fused__log_softmax_prepare_softmax_online_12(in_out_ptr0, in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 2048
    r0_numel = 8192
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp2_max = tl.full([XBLOCK, R0_BLOCK], float('-inf'), tl.float32)
    _tmp2_sum = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_ptr0 + (r0_1 + 8192*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])

        _tmp2_max_next, _tmp2_sum_next = triton_helpers.online_softmax_combine(
            _tmp2_max, _tmp2_sum, tmp1, False
        )

        _tmp2_max = tl.where(r0_mask & xmask, _tmp2_max_next, _tmp2_max)
        _tmp2_sum = tl.where(r0_mask & xmask, _tmp2_sum_next, _tmp2_sum)

    tmp2, tmp3 = triton_helpers.online_softmax_reduce(
        _tmp2_max, _tmp2_sum, 1, False)
    tmp2 = tmp2[:, None]
    tmp3 = tmp3[:, None]
    tl.store(out_ptr0 + (x0), tmp2, xmask)
    tmp4 = tl_math.log(tmp3)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x0), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpp8mk6c4s/5z/c5zbyjoquchi4krpkja4dhvy4xwd4oal5ravatr534354fl6czcl.py
# Topologically Sorted Source Nodes: [tensor_78, getitem_101, shift_labels, shift_labels_1, loss, truediv], Original ATen: [aten.lift_fresh, aten.slice, aten.clone, aten.view, aten.sub, aten._log_softmax, aten.nll_loss_forward, aten.div]
# Source node to ATen node mapping:
#   getitem_101 => slice_56
#   loss => convert_element_type_1, div_8, full_default_2, gather, ne, neg_12, squeeze, sub_5, sum_6, sum_7, unsqueeze_19, where_1, where_2
#   shift_labels => clone_30
#   shift_labels_1 => view_142
#   tensor_78 => full_default
#   truediv => div_9
# Graph fragment:
#   %constant_pad_nd : Tensor "i64[4, 513][513, 1]cuda:0" = PlaceHolder[target=constant_pad_nd]
#   %mm_28 : Tensor "f32[2048, 8192][8192, 1]cuda:0" = PlaceHolder[target=mm_28]
#   %getitem : Tensor "f32[2048, 1][1, 1]cuda:0" = PlaceHolder[target=getitem]
#   %log : Tensor "f32[2048, 1][1, 1]cuda:0" = PlaceHolder[target=log]
#   %sum_6 : Tensor "i64[][]cuda:0" = PlaceHolder[target=sum_6]
#   %sum_7 : Tensor "f32[][]cuda:0" = PlaceHolder[target=sum_7]
#   %convert_element_type_1 : Tensor "f32[][]cuda:0" = PlaceHolder[target=convert_element_type_1]
#   %full_default : Tensor "f32[][]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %slice_56 : Tensor "i64[4, 512][513, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%constant_pad_nd, 1, 1, 9223372036854775807), kwargs = {})
#   %clone_30 : Tensor "i64[4, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%slice_56,), kwargs = {memory_format: torch.contiguous_format})
#   %view_142 : Tensor "i64[2048][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_30, [-1]), kwargs = {})
#   %sub_tensor : Tensor "f32[2048, 8192][8192, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mm_28, %getitem), kwargs = {})
#   %sub_5 : Tensor "f32[2048, 8192][8192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_tensor, %log), kwargs = {})
#   %ne : Tensor "b8[2048][1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.ne.Scalar](args = (%view_142, -100), kwargs = {})
#   %full_default_2 : Tensor "i64[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0), kwargs = {dtype: torch.int64, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_1 : Tensor "i64[2048][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%ne, %view_142, %full_default_2), kwargs = {})
#   %unsqueeze_19 : Tensor "i64[2048, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%where_1, 1), kwargs = {})
#   %gather : Tensor "f32[2048, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.gather.default](args = (%sub_5, 1, %unsqueeze_19), kwargs = {})
#   %squeeze : Tensor "f32[2048][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dim](args = (%gather, 1), kwargs = {})
#   %neg_12 : Tensor "f32[2048][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%squeeze,), kwargs = {})
#   %where_2 : Tensor "f32[2048][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%ne, %neg_12, %full_default), kwargs = {})
#   %sum_6 : Tensor "i64[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.default](args = (%ne,), kwargs = {})
#   %convert_element_type_1 : Tensor "f32[][]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%sum_6, torch.float32), kwargs = {})
#   %sum_7 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.default](args = (%where_2,), kwargs = {})
#   %div_8 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%sum_7, %convert_element_type_1), kwargs = {})
#   %div_9 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%div_8, 2), kwargs = {})
#   return %sum_6,%sum_7,%convert_element_type_1,%div_9
triton_red_fused__log_softmax_clone_div_lift_fresh_nll_loss_forward_slice_sub_view_13 = async_compile.triton('triton_red_fused__log_softmax_clone_div_lift_fresh_nll_loss_forward_slice_sub_view_13', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 1, 'r0_': 2048},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'constexpr', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {'xnumel': 1}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__log_softmax_clone_div_lift_fresh_nll_loss_forward_slice_sub_view_13', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': True, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': True, 'has_loadstore_with_contiguous_rdim': True, 'tiling_scores': {'r0_': 32768}}
)
@triton.jit
def triton_red_fused__log_softmax_clone_div_lift_fresh_nll_loss_forward_slice_sub_view_13(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 1
    r0_numel = 2048
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    _tmp5 = tl.full([XBLOCK, R0_BLOCK], 0, tl.int64)
    _tmp23 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_0 = r0_index
        tmp0 = tl.load(in_ptr0 + (1 + 513*(r0_0 // 512) + ((r0_0 % 512))), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp15 = tl.load(in_ptr2 + (r0_0), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp17 = tl.load(in_ptr3 + (r0_0), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.full([1, 1], -100, tl.int64)
        tmp2 = tmp0 != tmp1
        tmp3 = tmp2.to(tl.int64)
        tmp4 = tl.broadcast_to(tmp3, [XBLOCK, R0_BLOCK])
        tmp6 = _tmp5 + tmp4
        _tmp5 = tl.where(r0_mask, tmp6, _tmp5)
        tmp7 = tl.full([1, 1], 0, tl.int64)
        tmp8 = tl.where(tmp2, tmp0, tmp7)
        tmp9 = tl.full([1, 1], 8192, tl.int32)
        tmp10 = tmp8 + tmp9
        tmp11 = tmp8 < 0
        tmp12 = tl.where(tmp11, tmp10, tmp8)
        tl.device_assert(((0 <= tmp12) & (tmp12 < 8192)) | ~(r0_mask), "index out of bounds: 0 <= tmp12 < 8192")
        tmp14 = tl.load(in_ptr1 + (tmp12 + 8192*r0_0), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp16 = tmp14 - tmp15
        tmp18 = tmp16 - tmp17
        tmp19 = -tmp18
        tmp20 = tl.full([1, 1], 0.0, tl.float32)
        tmp21 = tl.where(tmp2, tmp19, tmp20)
        tmp22 = tl.broadcast_to(tmp21, [XBLOCK, R0_BLOCK])
        tmp24 = _tmp23 + tmp22
        _tmp23 = tl.where(r0_mask, tmp24, _tmp23)
    tmp5 = tl.sum(_tmp5, 1)[:, None]
    tmp23 = tl.sum(_tmp23, 1)[:, None]
    tmp25 = tmp5.to(tl.float32)
    tmp26 = (tmp23 / tmp25)
    tmp27 = tl.full([1, 1], 0.5, tl.float32)
    tmp28 = tmp26 * tmp27
    tl.store(out_ptr1 + (tl.full([1, 1], 0, tl.int32).broadcast_to(XBLOCK, 1)), tmp25, None)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (tl.full([1, 1], 0, tl.int32).broadcast_to(XBLOCK, 1)), tmp28, None)
''', device_str='cuda')


async_compile.wait(globals())
del async_compile

class Runner:
    def __init__(self, partitions):
        self.partitions = partitions

    def recursively_apply_fns(self, fns):
        new_callables = []
        for fn, c in zip(fns, self.partitions):
            new_callables.append(fn(c))
        self.partitions = new_callables

    def call(self, args):
        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37, primals_38, primals_39, primals_40, primals_41, primals_42 = args
        args.clear()
        assert_size_stride(primals_1, (4194304, ), (1, ))
        assert_size_stride(primals_2, (524288, ), (1, ))
        assert_size_stride(primals_3, (524288, ), (1, ))
        assert_size_stride(primals_4, (524288, ), (1, ))
        assert_size_stride(primals_5, (524288, ), (1, ))
        assert_size_stride(primals_6, (1441792, ), (1, ))
        assert_size_stride(primals_7, (1441792, ), (1, ))
        assert_size_stride(primals_8, (1441792, ), (1, ))
        assert_size_stride(primals_9, (512, ), (1, ))
        assert_size_stride(primals_10, (512, ), (1, ))
        assert_size_stride(primals_11, (524288, ), (1, ))
        assert_size_stride(primals_12, (524288, ), (1, ))
        assert_size_stride(primals_13, (524288, ), (1, ))
        assert_size_stride(primals_14, (524288, ), (1, ))
        assert_size_stride(primals_15, (1441792, ), (1, ))
        assert_size_stride(primals_16, (1441792, ), (1, ))
        assert_size_stride(primals_17, (1441792, ), (1, ))
        assert_size_stride(primals_18, (512, ), (1, ))
        assert_size_stride(primals_19, (512, ), (1, ))
        assert_size_stride(primals_20, (524288, ), (1, ))
        assert_size_stride(primals_21, (524288, ), (1, ))
        assert_size_stride(primals_22, (524288, ), (1, ))
        assert_size_stride(primals_23, (524288, ), (1, ))
        assert_size_stride(primals_24, (1441792, ), (1, ))
        assert_size_stride(primals_25, (1441792, ), (1, ))
        assert_size_stride(primals_26, (1441792, ), (1, ))
        assert_size_stride(primals_27, (512, ), (1, ))
        assert_size_stride(primals_28, (512, ), (1, ))
        assert_size_stride(primals_29, (524288, ), (1, ))
        assert_size_stride(primals_30, (524288, ), (1, ))
        assert_size_stride(primals_31, (524288, ), (1, ))
        assert_size_stride(primals_32, (524288, ), (1, ))
        assert_size_stride(primals_33, (1441792, ), (1, ))
        assert_size_stride(primals_34, (1441792, ), (1, ))
        assert_size_stride(primals_35, (1441792, ), (1, ))
        assert_size_stride(primals_36, (512, ), (1, ))
        assert_size_stride(primals_37, (512, ), (1, ))
        assert_size_stride(primals_38, (512, ), (1, ))
        assert_size_stride(primals_39, (4194304, ), (1, ))
        assert_size_stride(primals_40, (32, ), (1, ))
        assert_size_stride(primals_41, (4, 512), (512, 1))
        assert_size_stride(primals_42, (4, 512), (512, 1))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            # Topologically Sorted Source Nodes: [tensor], Original ATen: [_c10d_functional.all_gather_into_tensor]
            buf0 = torch.ops._c10d_functional.all_gather_into_tensor.default(primals_1, 2, '0')
            assert_size_stride(buf0, (8388608, ), (1, ), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf0, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            # Topologically Sorted Source Nodes: [outs], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf0)
            del primals_1
            # Topologically Sorted Source Nodes: [tensor_1], Original ATen: [_c10d_functional.all_gather_into_tensor]
            buf3 = torch.ops._c10d_functional.all_gather_into_tensor.default(primals_2, 2, '0')
            assert_size_stride(buf3, (1048576, ), (1, ), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf3, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            # Topologically Sorted Source Nodes: [outs], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf3)
            del primals_2
            # Topologically Sorted Source Nodes: [tensor_2], Original ATen: [_c10d_functional.all_gather_into_tensor]
            buf6 = torch.ops._c10d_functional.all_gather_into_tensor.default(primals_3, 2, '0')
            assert_size_stride(buf6, (1048576, ), (1, ), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf6, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            # Topologically Sorted Source Nodes: [outs], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf6)
            del primals_3
            # Topologically Sorted Source Nodes: [tensor_3], Original ATen: [_c10d_functional.all_gather_into_tensor]
            buf9 = torch.ops._c10d_functional.all_gather_into_tensor.default(primals_4, 2, '0')
            assert_size_stride(buf9, (1048576, ), (1, ), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf9, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            # Topologically Sorted Source Nodes: [outs], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf9)
            del primals_4
            # Topologically Sorted Source Nodes: [tensor_4], Original ATen: [_c10d_functional.all_gather_into_tensor]
            buf12 = torch.ops._c10d_functional.all_gather_into_tensor.default(primals_5, 2, '0')
            assert_size_stride(buf12, (1048576, ), (1, ), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf12, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            # Topologically Sorted Source Nodes: [outs], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf12)
            del primals_5
            # Topologically Sorted Source Nodes: [tensor_5], Original ATen: [_c10d_functional.all_gather_into_tensor]
            buf15 = torch.ops._c10d_functional.all_gather_into_tensor.default(primals_6, 2, '0')
            assert_size_stride(buf15, (2883584, ), (1, ), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf15, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            # Topologically Sorted Source Nodes: [outs], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf15)
            del primals_6
            # Topologically Sorted Source Nodes: [tensor_6], Original ATen: [_c10d_functional.all_gather_into_tensor]
            buf18 = torch.ops._c10d_functional.all_gather_into_tensor.default(primals_7, 2, '0')
            assert_size_stride(buf18, (2883584, ), (1, ), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf18, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            # Topologically Sorted Source Nodes: [outs], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf18)
            del primals_7
            # Topologically Sorted Source Nodes: [tensor_7], Original ATen: [_c10d_functional.all_gather_into_tensor]
            buf21 = torch.ops._c10d_functional.all_gather_into_tensor.default(primals_8, 2, '0')
            assert_size_stride(buf21, (2883584, ), (1, ), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf21, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            # Topologically Sorted Source Nodes: [outs], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf21)
            del primals_8
            # Topologically Sorted Source Nodes: [tensor_8], Original ATen: [_c10d_functional.all_gather_into_tensor]
            buf24 = torch.ops._c10d_functional.all_gather_into_tensor.default(primals_9, 2, '0')
            assert_size_stride(buf24, (1024, ), (1, ), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf24, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            # Topologically Sorted Source Nodes: [outs], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf24)
            del primals_9
            # Topologically Sorted Source Nodes: [tensor_9], Original ATen: [_c10d_functional.all_gather_into_tensor]
            buf27 = torch.ops._c10d_functional.all_gather_into_tensor.default(primals_10, 2, '0')
            assert_size_stride(buf27, (1024, ), (1, ), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf27, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            # Topologically Sorted Source Nodes: [outs], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf27)
            del primals_10
            # Topologically Sorted Source Nodes: [tensor_10], Original ATen: [_c10d_functional.all_gather_into_tensor]
            buf30 = torch.ops._c10d_functional.all_gather_into_tensor.default(primals_11, 2, '0')
            assert_size_stride(buf30, (1048576, ), (1, ), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf30, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            # Topologically Sorted Source Nodes: [outs], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf30)
            del primals_11
            # Topologically Sorted Source Nodes: [tensor_11], Original ATen: [_c10d_functional.all_gather_into_tensor]
            buf33 = torch.ops._c10d_functional.all_gather_into_tensor.default(primals_12, 2, '0')
            assert_size_stride(buf33, (1048576, ), (1, ), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf33, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            # Topologically Sorted Source Nodes: [outs], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf33)
            del primals_12
            # Topologically Sorted Source Nodes: [tensor_12], Original ATen: [_c10d_functional.all_gather_into_tensor]
            buf36 = torch.ops._c10d_functional.all_gather_into_tensor.default(primals_13, 2, '0')
            assert_size_stride(buf36, (1048576, ), (1, ), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf36, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            # Topologically Sorted Source Nodes: [outs], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf36)
            del primals_13
            # Topologically Sorted Source Nodes: [tensor_13], Original ATen: [_c10d_functional.all_gather_into_tensor]
            buf39 = torch.ops._c10d_functional.all_gather_into_tensor.default(primals_14, 2, '0')
            assert_size_stride(buf39, (1048576, ), (1, ), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf39, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            # Topologically Sorted Source Nodes: [outs], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf39)
            del primals_14
            # Topologically Sorted Source Nodes: [tensor_14], Original ATen: [_c10d_functional.all_gather_into_tensor]
            buf42 = torch.ops._c10d_functional.all_gather_into_tensor.default(primals_15, 2, '0')
            assert_size_stride(buf42, (2883584, ), (1, ), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf42, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            # Topologically Sorted Source Nodes: [outs], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf42)
            del primals_15
            # Topologically Sorted Source Nodes: [tensor_15], Original ATen: [_c10d_functional.all_gather_into_tensor]
            buf45 = torch.ops._c10d_functional.all_gather_into_tensor.default(primals_16, 2, '0')
            assert_size_stride(buf45, (2883584, ), (1, ), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf45, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            # Topologically Sorted Source Nodes: [outs], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf45)
            del primals_16
            # Topologically Sorted Source Nodes: [tensor_16], Original ATen: [_c10d_functional.all_gather_into_tensor]
            buf48 = torch.ops._c10d_functional.all_gather_into_tensor.default(primals_17, 2, '0')
            assert_size_stride(buf48, (2883584, ), (1, ), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf48, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            # Topologically Sorted Source Nodes: [outs], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf48)
            del primals_17
            # Topologically Sorted Source Nodes: [tensor_17], Original ATen: [_c10d_functional.all_gather_into_tensor]
            buf51 = torch.ops._c10d_functional.all_gather_into_tensor.default(primals_18, 2, '0')
            assert_size_stride(buf51, (1024, ), (1, ), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf51, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            # Topologically Sorted Source Nodes: [outs], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf51)
            del primals_18
            # Topologically Sorted Source Nodes: [tensor_18], Original ATen: [_c10d_functional.all_gather_into_tensor]
            buf54 = torch.ops._c10d_functional.all_gather_into_tensor.default(primals_19, 2, '0')
            assert_size_stride(buf54, (1024, ), (1, ), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf54, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            # Topologically Sorted Source Nodes: [outs], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf54)
            del primals_19
            # Topologically Sorted Source Nodes: [tensor_19], Original ATen: [_c10d_functional.all_gather_into_tensor]
            buf57 = torch.ops._c10d_functional.all_gather_into_tensor.default(primals_20, 2, '0')
            assert_size_stride(buf57, (1048576, ), (1, ), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf57, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            # Topologically Sorted Source Nodes: [outs], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf57)
            del primals_20
            # Topologically Sorted Source Nodes: [tensor_20], Original ATen: [_c10d_functional.all_gather_into_tensor]
            buf60 = torch.ops._c10d_functional.all_gather_into_tensor.default(primals_21, 2, '0')
            assert_size_stride(buf60, (1048576, ), (1, ), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf60, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            # Topologically Sorted Source Nodes: [outs], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf60)
            del primals_21
            # Topologically Sorted Source Nodes: [tensor_21], Original ATen: [_c10d_functional.all_gather_into_tensor]
            buf63 = torch.ops._c10d_functional.all_gather_into_tensor.default(primals_22, 2, '0')
            assert_size_stride(buf63, (1048576, ), (1, ), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf63, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            # Topologically Sorted Source Nodes: [outs], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf63)
            del primals_22
            # Topologically Sorted Source Nodes: [tensor_22], Original ATen: [_c10d_functional.all_gather_into_tensor]
            buf66 = torch.ops._c10d_functional.all_gather_into_tensor.default(primals_23, 2, '0')
            assert_size_stride(buf66, (1048576, ), (1, ), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf66, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            # Topologically Sorted Source Nodes: [outs], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf66)
            del primals_23
            # Topologically Sorted Source Nodes: [tensor_23], Original ATen: [_c10d_functional.all_gather_into_tensor]
            buf69 = torch.ops._c10d_functional.all_gather_into_tensor.default(primals_24, 2, '0')
            assert_size_stride(buf69, (2883584, ), (1, ), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf69, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            # Topologically Sorted Source Nodes: [outs], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf69)
            del primals_24
            # Topologically Sorted Source Nodes: [tensor_24], Original ATen: [_c10d_functional.all_gather_into_tensor]
            buf72 = torch.ops._c10d_functional.all_gather_into_tensor.default(primals_25, 2, '0')
            assert_size_stride(buf72, (2883584, ), (1, ), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf72, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            # Topologically Sorted Source Nodes: [outs], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf72)
            del primals_25
            # Topologically Sorted Source Nodes: [tensor_25], Original ATen: [_c10d_functional.all_gather_into_tensor]
            buf75 = torch.ops._c10d_functional.all_gather_into_tensor.default(primals_26, 2, '0')
            assert_size_stride(buf75, (2883584, ), (1, ), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf75, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            # Topologically Sorted Source Nodes: [outs], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf75)
            del primals_26
            # Topologically Sorted Source Nodes: [tensor_26], Original ATen: [_c10d_functional.all_gather_into_tensor]
            buf78 = torch.ops._c10d_functional.all_gather_into_tensor.default(primals_27, 2, '0')
            assert_size_stride(buf78, (1024, ), (1, ), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf78, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            # Topologically Sorted Source Nodes: [outs], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf78)
            del primals_27
            # Topologically Sorted Source Nodes: [tensor_27], Original ATen: [_c10d_functional.all_gather_into_tensor]
            buf81 = torch.ops._c10d_functional.all_gather_into_tensor.default(primals_28, 2, '0')
            assert_size_stride(buf81, (1024, ), (1, ), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf81, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            # Topologically Sorted Source Nodes: [outs], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf81)
            del primals_28
            # Topologically Sorted Source Nodes: [tensor_28], Original ATen: [_c10d_functional.all_gather_into_tensor]
            buf84 = torch.ops._c10d_functional.all_gather_into_tensor.default(primals_29, 2, '0')
            assert_size_stride(buf84, (1048576, ), (1, ), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf84, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            # Topologically Sorted Source Nodes: [outs], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf84)
            del primals_29
            # Topologically Sorted Source Nodes: [tensor_29], Original ATen: [_c10d_functional.all_gather_into_tensor]
            buf87 = torch.ops._c10d_functional.all_gather_into_tensor.default(primals_30, 2, '0')
            assert_size_stride(buf87, (1048576, ), (1, ), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf87, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            # Topologically Sorted Source Nodes: [outs], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf87)
            del primals_30
            # Topologically Sorted Source Nodes: [tensor_30], Original ATen: [_c10d_functional.all_gather_into_tensor]
            buf90 = torch.ops._c10d_functional.all_gather_into_tensor.default(primals_31, 2, '0')
            assert_size_stride(buf90, (1048576, ), (1, ), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf90, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            # Topologically Sorted Source Nodes: [outs], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf90)
            del primals_31
            # Topologically Sorted Source Nodes: [tensor_31], Original ATen: [_c10d_functional.all_gather_into_tensor]
            buf93 = torch.ops._c10d_functional.all_gather_into_tensor.default(primals_32, 2, '0')
            assert_size_stride(buf93, (1048576, ), (1, ), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf93, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            # Topologically Sorted Source Nodes: [outs], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf93)
            del primals_32
            # Topologically Sorted Source Nodes: [tensor_32], Original ATen: [_c10d_functional.all_gather_into_tensor]
            buf96 = torch.ops._c10d_functional.all_gather_into_tensor.default(primals_33, 2, '0')
            assert_size_stride(buf96, (2883584, ), (1, ), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf96, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            # Topologically Sorted Source Nodes: [outs], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf96)
            del primals_33
            # Topologically Sorted Source Nodes: [tensor_33], Original ATen: [_c10d_functional.all_gather_into_tensor]
            buf99 = torch.ops._c10d_functional.all_gather_into_tensor.default(primals_34, 2, '0')
            assert_size_stride(buf99, (2883584, ), (1, ), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf99, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            # Topologically Sorted Source Nodes: [outs], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf99)
            del primals_34
            # Topologically Sorted Source Nodes: [tensor_34], Original ATen: [_c10d_functional.all_gather_into_tensor]
            buf102 = torch.ops._c10d_functional.all_gather_into_tensor.default(primals_35, 2, '0')
            assert_size_stride(buf102, (2883584, ), (1, ), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf102, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            # Topologically Sorted Source Nodes: [outs], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf102)
            del primals_35
            # Topologically Sorted Source Nodes: [tensor_35], Original ATen: [_c10d_functional.all_gather_into_tensor]
            buf105 = torch.ops._c10d_functional.all_gather_into_tensor.default(primals_36, 2, '0')
            assert_size_stride(buf105, (1024, ), (1, ), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf105, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            # Topologically Sorted Source Nodes: [outs], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf105)
            del primals_36
            # Topologically Sorted Source Nodes: [tensor_36], Original ATen: [_c10d_functional.all_gather_into_tensor]
            buf108 = torch.ops._c10d_functional.all_gather_into_tensor.default(primals_37, 2, '0')
            assert_size_stride(buf108, (1024, ), (1, ), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf108, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            # Topologically Sorted Source Nodes: [outs], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf108)
            del primals_37
            # Topologically Sorted Source Nodes: [tensor_37], Original ATen: [_c10d_functional.all_gather_into_tensor]
            buf111 = torch.ops._c10d_functional.all_gather_into_tensor.default(primals_38, 2, '0')
            assert_size_stride(buf111, (1024, ), (1, ), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf111, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            # Topologically Sorted Source Nodes: [outs], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf111)
            del primals_38
            # Topologically Sorted Source Nodes: [tensor_38], Original ATen: [_c10d_functional.all_gather_into_tensor]
            buf114 = torch.ops._c10d_functional.all_gather_into_tensor.default(primals_39, 2, '0')
            assert_size_stride(buf114, (8388608, ), (1, ), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf114, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            # Topologically Sorted Source Nodes: [outs], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf114)
            del primals_39
            buf117 = empty_strided_cuda((4, 512, 1024), (524288, 1024, 1), torch.float32)
            buf120 = empty_strided_cuda((4, 512, 1), (512, 1, 2048), torch.float32)
            buf121 = reinterpret_tensor(buf120, (4, 512, 1), (512, 1, 1), 0); del buf120  # reuse
            buf122 = empty_strided_cuda((4, 512, 1024), (524288, 1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [tensor_39, inputs_embeds, pow_1, variance, add_3, rsqrt, hidden_states_1, hidden_states_2], Original ATen: [aten.view, aten.embedding, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul]
            stream0 = get_raw_stream(0)
            triton_per_fused_add_embedding_mean_mul_pow_rsqrt_view_0.run(buf121, primals_41, buf0, buf24, buf117, buf122, 2048, 1024, stream=stream0)
            del buf0
            buf118 = empty_strided_cuda((1, 1, 512), (512, 512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [arange, position_ids, position_ids_1, q_indices, position_ids_expanded], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten._to_copy]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_arange_unsqueeze_1.run(buf118, 512, stream=stream0)
            buf119 = empty_strided_cuda((32, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [arange, position_ids, position_ids_1, q_indices, getitem_82, expand_1, position_ids_expanded, matmul], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.expand, aten._to_copy, aten.bmm]
            extern_kernels.mm(reinterpret_tensor(primals_40, (32, 1), (1, 1), 0), reinterpret_tensor(buf118, (1, 512), (0, 1), 0), out=buf119)
            del buf118
            del primals_40
            buf123 = empty_strided_cuda((2048, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [tensor_40, hidden_states_1, hidden_states_2, linear], Original ATen: [aten.view, aten.mul, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf122, (2048, 1024), (1024, 1), 0), reinterpret_tensor(buf3, (1024, 1024), (1, 1024), 0), out=buf123)
            buf124 = empty_strided_cuda((2048, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [tensor_41, hidden_states_1, hidden_states_2, linear, linear_1], Original ATen: [aten.view, aten.mul, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf122, (2048, 1024), (1024, 1), 0), reinterpret_tensor(buf6, (1024, 1024), (1, 1024), 0), out=buf124)
            buf125 = empty_strided_cuda((2048, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [tensor_42, hidden_states_1, hidden_states_2, linear, linear_2], Original ATen: [aten.view, aten.mul, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf122, (2048, 1024), (1024, 1), 0), reinterpret_tensor(buf9, (1024, 1024), (1, 1024), 0), out=buf125)
            buf126 = empty_strided_cuda((4, 16, 512, 64), (524288, 32768, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [matmul, freqs, emb, cos, cos_1, sin, sin_1, linear, view_39, query_states, cos_3, sin_3, mul_4, x1, x2, neg, cat_1, mul_5, q_embed, matmul_1], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten.sin, aten._unsafe_view, aten.view, aten.unsqueeze, aten.slice, aten.neg, aten.add, aten.clone]
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_add_bmm_cat_clone_cos_mul_neg_sin_slice_transpose_unsqueeze_view_2.run(buf123, buf119, buf126, 2097152, stream=stream0)
            buf127 = reinterpret_tensor(buf123, (4, 16, 64, 512), (524288, 32768, 512, 1), 0); del buf123  # reuse
            # Topologically Sorted Source Nodes: [matmul, freqs, emb, cos, cos_1, sin, sin_1, linear_1, view_40, key_states, cos_3, sin_3, mul_6, x1_1, x2_1, neg_1, cat_2, mul_7, k_embed, transpose_4, matmul_1], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten.sin, aten._unsafe_view, aten.view, aten.unsqueeze, aten.slice, aten.neg, aten.add, aten.clone]
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_add_bmm_cat_clone_cos_mul_neg_sin_slice_transpose_unsqueeze_view_3.run(buf124, buf119, buf127, 4096, 512, stream=stream0)
            del buf124
            buf128 = empty_strided_cuda((64, 512, 512), (262144, 512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [matmul, freqs, emb, cos, cos_1, sin, sin_1, linear, view_39, query_states, linear_1, view_40, key_states, cos_3, sin_3, mul_4, x1, x2, neg, cat_1, mul_5, q_embed, mul_6, x1_1, x2_1, neg_1, cat_2, mul_7, k_embed, transpose_4, matmul_1], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten.sin, aten._unsafe_view, aten.view, aten.unsqueeze, aten.slice, aten.neg, aten.add, aten.clone]
            extern_kernels.bmm(reinterpret_tensor(buf126, (64, 512, 64), (32768, 64, 1), 0), reinterpret_tensor(buf127, (64, 64, 512), (32768, 512, 1), 0), out=buf128)
            buf131 = reinterpret_tensor(buf128, (4, 16, 512, 512), (4194304, 262144, 512, 1), 0); del buf128  # reuse
            # Topologically Sorted Source Nodes: [arange, position_ids, position_ids_1, q_indices, kv_indices, attention_mask, attention_mask_1, tensor_78, mask, matmul_1, attn_weights, attn_weights_1, softmax], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten.lift_fresh, aten.scalar_tensor, aten.where, aten.view, aten.mul, prims.prepare_softmax_online, aten.sub, aten.exp, aten._softmax]
            stream0 = get_raw_stream(0)
            triton_per_fused__softmax_add_arange_exp_expand_le_lift_fresh_mul_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_4.run(buf131, 32768, 512, stream=stream0)
            buf132 = empty_strided_cuda((4, 16, 512, 64), (524288, 32768, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_2, view_41, value_states, attn_output], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.clone]
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_clone_transpose_view_5.run(buf125, buf132, 2097152, stream=stream0)
            buf133 = reinterpret_tensor(buf125, (64, 512, 64), (32768, 64, 1), 0); del buf125  # reuse
            # Topologically Sorted Source Nodes: [linear_2, view_41, value_states, attn_output], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.clone, aten.bmm]
            extern_kernels.bmm(reinterpret_tensor(buf131, (64, 512, 512), (262144, 512, 1), 0), reinterpret_tensor(buf132, (64, 512, 64), (32768, 64, 1), 0), out=buf133)
            buf134 = empty_strided_cuda((4, 512, 16, 64), (524288, 1024, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [attn_output, transpose_5, attn_output_1], Original ATen: [aten.view, aten.transpose, aten.clone]
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_6.run(buf133, buf134, 2097152, stream=stream0)
            buf135 = reinterpret_tensor(buf133, (2048, 1024), (1024, 1), 0); del buf133  # reuse
            # Topologically Sorted Source Nodes: [tensor_43, attn_output, transpose_5, attn_output_1, reshape, attn_output_3], Original ATen: [aten.view, aten.transpose, aten.clone, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf134, (2048, 1024), (1024, 1), 0), reinterpret_tensor(buf12, (1024, 1024), (1, 1024), 0), out=buf135)
            buf136 = empty_strided_cuda((4, 512, 1), (512, 1, 2048), torch.float32)
            buf137 = reinterpret_tensor(buf136, (4, 512, 1), (512, 1, 1), 0); del buf136  # reuse
            buf138 = empty_strided_cuda((4, 512, 1024), (524288, 1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [attn_output_3, hidden_states_3, pow_2, variance_1, add_8, rsqrt_1, hidden_states_5, hidden_states_6], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_7.run(buf137, buf117, buf135, buf27, buf138, 2048, 1024, stream=stream0)
            buf139 = empty_strided_cuda((2048, 2816), (2816, 1), torch.float32)
            # Topologically Sorted Source Nodes: [tensor_44, attn_output_3, hidden_states_3, hidden_states_5, hidden_states_6, linear_4], Original ATen: [aten.view, aten._unsafe_view, aten.add, aten.mul, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf138, (2048, 1024), (1024, 1), 0), reinterpret_tensor(buf15, (1024, 2816), (1, 1024), 0), out=buf139)
            buf140 = empty_strided_cuda((2048, 2816), (2816, 1), torch.float32)
            # Topologically Sorted Source Nodes: [tensor_45, attn_output_3, hidden_states_3, hidden_states_5, hidden_states_6, linear_4, linear_5], Original ATen: [aten.view, aten._unsafe_view, aten.add, aten.mul, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf138, (2048, 1024), (1024, 1), 0), reinterpret_tensor(buf18, (1024, 2816), (1, 1024), 0), out=buf140)
            buf141 = empty_strided_cuda((4, 512, 2816), (1441792, 2816, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_4, silu, linear_5, mul_11], Original ATen: [aten._unsafe_view, aten.silu, aten.mul]
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_mul_silu_8.run(buf139, buf140, buf141, 5767168, stream=stream0)
            buf142 = empty_strided_cuda((2048, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [tensor_46, linear_4, silu, linear_5, mul_11, down_proj], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf141, (2048, 2816), (2816, 1), 0), reinterpret_tensor(buf21, (2816, 1024), (1, 2816), 0), out=buf142)
            buf143 = reinterpret_tensor(buf142, (4, 512, 1024), (524288, 1024, 1), 0); del buf142  # reuse
            buf144 = empty_strided_cuda((4, 512, 1), (512, 1, 2048), torch.float32)
            buf145 = reinterpret_tensor(buf144, (4, 512, 1), (512, 1, 1), 0); del buf144  # reuse
            buf146 = empty_strided_cuda((4, 512, 1024), (524288, 1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [attn_output_3, hidden_states_3, down_proj, hidden_states_7, pow_3, variance_2, add_10, rsqrt_2, hidden_states_9, hidden_states_10], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_9.run(buf143, buf145, buf117, buf135, buf51, buf146, 2048, 1024, stream=stream0)
            buf147 = empty_strided_cuda((2048, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [tensor_49, hidden_states_9, hidden_states_10, linear_7], Original ATen: [aten.view, aten.mul, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf146, (2048, 1024), (1024, 1), 0), reinterpret_tensor(buf30, (1024, 1024), (1, 1024), 0), out=buf147)
            buf148 = empty_strided_cuda((2048, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [tensor_50, hidden_states_9, hidden_states_10, linear_7, linear_8], Original ATen: [aten.view, aten.mul, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf146, (2048, 1024), (1024, 1), 0), reinterpret_tensor(buf33, (1024, 1024), (1, 1024), 0), out=buf148)
            buf149 = empty_strided_cuda((2048, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [tensor_51, hidden_states_9, hidden_states_10, linear_7, linear_9], Original ATen: [aten.view, aten.mul, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf146, (2048, 1024), (1024, 1), 0), reinterpret_tensor(buf36, (1024, 1024), (1, 1024), 0), out=buf149)
            buf150 = empty_strided_cuda((4, 16, 512, 64), (524288, 32768, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [matmul, freqs, emb, cos, cos_1, sin, sin_1, cos_3, sin_3, linear_7, view_42, query_states_1, mul_14, x1_2, x2_2, neg_2, cat_5, mul_15, q_embed_1, matmul_3], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten.sin, aten.unsqueeze, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.add, aten.clone]
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_add_bmm_cat_clone_cos_mul_neg_sin_slice_transpose_unsqueeze_view_2.run(buf147, buf119, buf150, 2097152, stream=stream0)
            buf151 = reinterpret_tensor(buf147, (4, 16, 64, 512), (524288, 32768, 512, 1), 0); del buf147  # reuse
            # Topologically Sorted Source Nodes: [matmul, freqs, emb, cos, cos_1, sin, sin_1, cos_3, sin_3, linear_8, view_43, key_states_1, mul_16, x1_3, x2_3, neg_3, cat_6, mul_17, k_embed_1, transpose_9, matmul_3], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten.sin, aten.unsqueeze, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.add, aten.clone]
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_add_bmm_cat_clone_cos_mul_neg_sin_slice_transpose_unsqueeze_view_3.run(buf148, buf119, buf151, 4096, 512, stream=stream0)
            del buf148
            buf152 = empty_strided_cuda((64, 512, 512), (262144, 512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [matmul, freqs, emb, cos, cos_1, sin, sin_1, cos_3, sin_3, linear_7, view_42, query_states_1, linear_8, view_43, key_states_1, mul_14, x1_2, x2_2, neg_2, cat_5, mul_15, q_embed_1, mul_16, x1_3, x2_3, neg_3, cat_6, mul_17, k_embed_1, transpose_9, matmul_3], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten.sin, aten.unsqueeze, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.add, aten.clone]
            extern_kernels.bmm(reinterpret_tensor(buf150, (64, 512, 64), (32768, 64, 1), 0), reinterpret_tensor(buf151, (64, 64, 512), (32768, 512, 1), 0), out=buf152)
            buf155 = reinterpret_tensor(buf152, (4, 16, 512, 512), (4194304, 262144, 512, 1), 0); del buf152  # reuse
            # Topologically Sorted Source Nodes: [arange, position_ids, position_ids_1, q_indices, kv_indices, attention_mask, attention_mask_1, tensor_78, mask, matmul_3, attn_weights_4, attn_weights_5, softmax_1], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten.lift_fresh, aten.scalar_tensor, aten.where, aten.view, aten.mul, prims.prepare_softmax_online, aten.sub, aten.exp, aten._softmax]
            stream0 = get_raw_stream(0)
            triton_per_fused__softmax_add_arange_exp_expand_le_lift_fresh_mul_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_4.run(buf155, 32768, 512, stream=stream0)
            buf156 = empty_strided_cuda((4, 16, 512, 64), (524288, 32768, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_9, view_44, value_states_1, attn_output_4], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.clone]
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_clone_transpose_view_5.run(buf149, buf156, 2097152, stream=stream0)
            buf157 = reinterpret_tensor(buf149, (64, 512, 64), (32768, 64, 1), 0); del buf149  # reuse
            # Topologically Sorted Source Nodes: [linear_9, view_44, value_states_1, attn_output_4], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.clone, aten.bmm]
            extern_kernels.bmm(reinterpret_tensor(buf155, (64, 512, 512), (262144, 512, 1), 0), reinterpret_tensor(buf156, (64, 512, 64), (32768, 64, 1), 0), out=buf157)
            buf158 = empty_strided_cuda((4, 512, 16, 64), (524288, 1024, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [attn_output_4, transpose_10, attn_output_5], Original ATen: [aten.view, aten.transpose, aten.clone]
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_6.run(buf157, buf158, 2097152, stream=stream0)
            buf159 = reinterpret_tensor(buf157, (2048, 1024), (1024, 1), 0); del buf157  # reuse
            # Topologically Sorted Source Nodes: [tensor_52, attn_output_4, transpose_10, attn_output_5, reshape_1, attn_output_7], Original ATen: [aten.view, aten.transpose, aten.clone, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf158, (2048, 1024), (1024, 1), 0), reinterpret_tensor(buf39, (1024, 1024), (1, 1024), 0), out=buf159)
            buf160 = reinterpret_tensor(buf159, (4, 512, 1024), (524288, 1024, 1), 0); del buf159  # reuse
            buf161 = empty_strided_cuda((4, 512, 1), (512, 1, 2048), torch.float32)
            buf162 = reinterpret_tensor(buf161, (4, 512, 1), (512, 1, 1), 0); del buf161  # reuse
            buf163 = empty_strided_cuda((4, 512, 1024), (524288, 1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [attn_output_7, hidden_states_11, pow_4, variance_3, add_15, rsqrt_3, hidden_states_13, hidden_states_14], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_10.run(buf160, buf162, buf143, buf54, buf163, 2048, 1024, stream=stream0)
            buf164 = empty_strided_cuda((2048, 2816), (2816, 1), torch.float32)
            # Topologically Sorted Source Nodes: [tensor_53, hidden_states_13, hidden_states_14, linear_11], Original ATen: [aten.view, aten.mul, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf163, (2048, 1024), (1024, 1), 0), reinterpret_tensor(buf42, (1024, 2816), (1, 1024), 0), out=buf164)
            buf165 = empty_strided_cuda((2048, 2816), (2816, 1), torch.float32)
            # Topologically Sorted Source Nodes: [tensor_54, hidden_states_13, hidden_states_14, linear_11, linear_12], Original ATen: [aten.view, aten.mul, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf163, (2048, 1024), (1024, 1), 0), reinterpret_tensor(buf45, (1024, 2816), (1, 1024), 0), out=buf165)
            buf166 = empty_strided_cuda((4, 512, 2816), (1441792, 2816, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_11, silu_1, linear_12, mul_21], Original ATen: [aten._unsafe_view, aten.silu, aten.mul]
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_mul_silu_8.run(buf164, buf165, buf166, 5767168, stream=stream0)
            buf167 = empty_strided_cuda((2048, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [tensor_55, linear_11, silu_1, linear_12, mul_21, down_proj_1], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf166, (2048, 2816), (2816, 1), 0), reinterpret_tensor(buf48, (2816, 1024), (1, 2816), 0), out=buf167)
            buf168 = reinterpret_tensor(buf167, (4, 512, 1024), (524288, 1024, 1), 0); del buf167  # reuse
            buf169 = empty_strided_cuda((4, 512, 1), (512, 1, 2048), torch.float32)
            buf170 = reinterpret_tensor(buf169, (4, 512, 1), (512, 1, 1), 0); del buf169  # reuse
            buf171 = empty_strided_cuda((4, 512, 1024), (524288, 1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [down_proj_1, hidden_states_15, pow_5, variance_4, add_17, rsqrt_4, hidden_states_17, hidden_states_18], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_10.run(buf168, buf170, buf160, buf78, buf171, 2048, 1024, stream=stream0)
            buf172 = empty_strided_cuda((2048, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [tensor_58, hidden_states_17, hidden_states_18, linear_14], Original ATen: [aten.view, aten.mul, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf171, (2048, 1024), (1024, 1), 0), reinterpret_tensor(buf57, (1024, 1024), (1, 1024), 0), out=buf172)
            buf173 = empty_strided_cuda((2048, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [tensor_59, hidden_states_17, hidden_states_18, linear_14, linear_15], Original ATen: [aten.view, aten.mul, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf171, (2048, 1024), (1024, 1), 0), reinterpret_tensor(buf60, (1024, 1024), (1, 1024), 0), out=buf173)
            buf174 = empty_strided_cuda((2048, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [tensor_60, hidden_states_17, hidden_states_18, linear_14, linear_16], Original ATen: [aten.view, aten.mul, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf171, (2048, 1024), (1024, 1), 0), reinterpret_tensor(buf63, (1024, 1024), (1, 1024), 0), out=buf174)
            buf175 = empty_strided_cuda((4, 16, 512, 64), (524288, 32768, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [matmul, freqs, emb, cos, cos_1, sin, sin_1, cos_3, sin_3, linear_14, view_45, query_states_2, mul_24, x1_4, x2_4, neg_4, cat_9, mul_25, q_embed_2, matmul_5], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten.sin, aten.unsqueeze, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.add, aten.clone]
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_add_bmm_cat_clone_cos_mul_neg_sin_slice_transpose_unsqueeze_view_2.run(buf172, buf119, buf175, 2097152, stream=stream0)
            buf176 = reinterpret_tensor(buf172, (4, 16, 64, 512), (524288, 32768, 512, 1), 0); del buf172  # reuse
            # Topologically Sorted Source Nodes: [matmul, freqs, emb, cos, cos_1, sin, sin_1, cos_3, sin_3, linear_15, view_46, key_states_2, mul_26, x1_5, x2_5, neg_5, cat_10, mul_27, k_embed_2, transpose_14, matmul_5], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten.sin, aten.unsqueeze, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.add, aten.clone]
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_add_bmm_cat_clone_cos_mul_neg_sin_slice_transpose_unsqueeze_view_3.run(buf173, buf119, buf176, 4096, 512, stream=stream0)
            del buf173
            buf177 = empty_strided_cuda((64, 512, 512), (262144, 512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [matmul, freqs, emb, cos, cos_1, sin, sin_1, cos_3, sin_3, linear_14, view_45, query_states_2, linear_15, view_46, key_states_2, mul_24, x1_4, x2_4, neg_4, cat_9, mul_25, q_embed_2, mul_26, x1_5, x2_5, neg_5, cat_10, mul_27, k_embed_2, transpose_14, matmul_5], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten.sin, aten.unsqueeze, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.add, aten.clone]
            extern_kernels.bmm(reinterpret_tensor(buf175, (64, 512, 64), (32768, 64, 1), 0), reinterpret_tensor(buf176, (64, 64, 512), (32768, 512, 1), 0), out=buf177)
            buf180 = reinterpret_tensor(buf177, (4, 16, 512, 512), (4194304, 262144, 512, 1), 0); del buf177  # reuse
            # Topologically Sorted Source Nodes: [arange, position_ids, position_ids_1, q_indices, kv_indices, attention_mask, attention_mask_1, tensor_78, mask, matmul_5, attn_weights_8, attn_weights_9, softmax_2], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten.lift_fresh, aten.scalar_tensor, aten.where, aten.view, aten.mul, prims.prepare_softmax_online, aten.sub, aten.exp, aten._softmax]
            stream0 = get_raw_stream(0)
            triton_per_fused__softmax_add_arange_exp_expand_le_lift_fresh_mul_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_4.run(buf180, 32768, 512, stream=stream0)
            buf181 = empty_strided_cuda((4, 16, 512, 64), (524288, 32768, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_16, view_47, value_states_2, attn_output_8], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.clone]
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_clone_transpose_view_5.run(buf174, buf181, 2097152, stream=stream0)
            buf182 = reinterpret_tensor(buf174, (64, 512, 64), (32768, 64, 1), 0); del buf174  # reuse
            # Topologically Sorted Source Nodes: [linear_16, view_47, value_states_2, attn_output_8], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.clone, aten.bmm]
            extern_kernels.bmm(reinterpret_tensor(buf180, (64, 512, 512), (262144, 512, 1), 0), reinterpret_tensor(buf181, (64, 512, 64), (32768, 64, 1), 0), out=buf182)
            buf183 = empty_strided_cuda((4, 512, 16, 64), (524288, 1024, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [attn_output_8, transpose_15, attn_output_9], Original ATen: [aten.view, aten.transpose, aten.clone]
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_6.run(buf182, buf183, 2097152, stream=stream0)
            buf184 = reinterpret_tensor(buf182, (2048, 1024), (1024, 1), 0); del buf182  # reuse
            # Topologically Sorted Source Nodes: [tensor_61, attn_output_8, transpose_15, attn_output_9, reshape_2, attn_output_11], Original ATen: [aten.view, aten.transpose, aten.clone, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf183, (2048, 1024), (1024, 1), 0), reinterpret_tensor(buf66, (1024, 1024), (1, 1024), 0), out=buf184)
            buf185 = reinterpret_tensor(buf184, (4, 512, 1024), (524288, 1024, 1), 0); del buf184  # reuse
            buf186 = empty_strided_cuda((4, 512, 1), (512, 1, 2048), torch.float32)
            buf187 = reinterpret_tensor(buf186, (4, 512, 1), (512, 1, 1), 0); del buf186  # reuse
            buf188 = empty_strided_cuda((4, 512, 1024), (524288, 1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [attn_output_11, hidden_states_19, pow_6, variance_5, add_22, rsqrt_5, hidden_states_21, hidden_states_22], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_10.run(buf185, buf187, buf168, buf81, buf188, 2048, 1024, stream=stream0)
            buf189 = empty_strided_cuda((2048, 2816), (2816, 1), torch.float32)
            # Topologically Sorted Source Nodes: [tensor_62, hidden_states_21, hidden_states_22, linear_18], Original ATen: [aten.view, aten.mul, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf188, (2048, 1024), (1024, 1), 0), reinterpret_tensor(buf69, (1024, 2816), (1, 1024), 0), out=buf189)
            buf190 = empty_strided_cuda((2048, 2816), (2816, 1), torch.float32)
            # Topologically Sorted Source Nodes: [tensor_63, hidden_states_21, hidden_states_22, linear_18, linear_19], Original ATen: [aten.view, aten.mul, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf188, (2048, 1024), (1024, 1), 0), reinterpret_tensor(buf72, (1024, 2816), (1, 1024), 0), out=buf190)
            buf191 = empty_strided_cuda((4, 512, 2816), (1441792, 2816, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_18, silu_2, linear_19, mul_31], Original ATen: [aten._unsafe_view, aten.silu, aten.mul]
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_mul_silu_8.run(buf189, buf190, buf191, 5767168, stream=stream0)
            buf192 = empty_strided_cuda((2048, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [tensor_64, linear_18, silu_2, linear_19, mul_31, down_proj_2], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf191, (2048, 2816), (2816, 1), 0), reinterpret_tensor(buf75, (2816, 1024), (1, 2816), 0), out=buf192)
            buf193 = reinterpret_tensor(buf192, (4, 512, 1024), (524288, 1024, 1), 0); del buf192  # reuse
            buf194 = empty_strided_cuda((4, 512, 1), (512, 1, 2048), torch.float32)
            buf195 = reinterpret_tensor(buf194, (4, 512, 1), (512, 1, 1), 0); del buf194  # reuse
            buf196 = empty_strided_cuda((4, 512, 1024), (524288, 1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [down_proj_2, hidden_states_23, pow_7, variance_6, add_24, rsqrt_6, hidden_states_25, hidden_states_26], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_10.run(buf193, buf195, buf185, buf105, buf196, 2048, 1024, stream=stream0)
            buf197 = empty_strided_cuda((2048, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [tensor_67, hidden_states_25, hidden_states_26, linear_21], Original ATen: [aten.view, aten.mul, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf196, (2048, 1024), (1024, 1), 0), reinterpret_tensor(buf84, (1024, 1024), (1, 1024), 0), out=buf197)
            buf198 = empty_strided_cuda((2048, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [tensor_68, hidden_states_25, hidden_states_26, linear_21, linear_22], Original ATen: [aten.view, aten.mul, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf196, (2048, 1024), (1024, 1), 0), reinterpret_tensor(buf87, (1024, 1024), (1, 1024), 0), out=buf198)
            buf199 = empty_strided_cuda((2048, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [tensor_69, hidden_states_25, hidden_states_26, linear_21, linear_23], Original ATen: [aten.view, aten.mul, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf196, (2048, 1024), (1024, 1), 0), reinterpret_tensor(buf90, (1024, 1024), (1, 1024), 0), out=buf199)
            buf200 = empty_strided_cuda((4, 16, 512, 64), (524288, 32768, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [matmul, freqs, emb, cos, cos_1, sin, sin_1, cos_3, sin_3, linear_21, view_48, query_states_3, mul_34, x1_6, x2_6, neg_6, cat_13, mul_35, q_embed_3, matmul_7], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten.sin, aten.unsqueeze, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.add, aten.clone]
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_add_bmm_cat_clone_cos_mul_neg_sin_slice_transpose_unsqueeze_view_2.run(buf197, buf119, buf200, 2097152, stream=stream0)
            buf201 = reinterpret_tensor(buf197, (4, 16, 64, 512), (524288, 32768, 512, 1), 0); del buf197  # reuse
            # Topologically Sorted Source Nodes: [matmul, freqs, emb, cos, cos_1, sin, sin_1, cos_3, sin_3, linear_22, view_49, key_states_3, mul_36, x1_7, x2_7, neg_7, cat_14, mul_37, k_embed_3, transpose_19, matmul_7], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten.sin, aten.unsqueeze, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.add, aten.clone]
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_add_bmm_cat_clone_cos_mul_neg_sin_slice_transpose_unsqueeze_view_3.run(buf198, buf119, buf201, 4096, 512, stream=stream0)
            del buf198
            buf202 = empty_strided_cuda((64, 512, 512), (262144, 512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [matmul, freqs, emb, cos, cos_1, sin, sin_1, cos_3, sin_3, linear_21, view_48, query_states_3, linear_22, view_49, key_states_3, mul_34, x1_6, x2_6, neg_6, cat_13, mul_35, q_embed_3, mul_36, x1_7, x2_7, neg_7, cat_14, mul_37, k_embed_3, transpose_19, matmul_7], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten.sin, aten.unsqueeze, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.add, aten.clone]
            extern_kernels.bmm(reinterpret_tensor(buf200, (64, 512, 64), (32768, 64, 1), 0), reinterpret_tensor(buf201, (64, 64, 512), (32768, 512, 1), 0), out=buf202)
            buf205 = reinterpret_tensor(buf202, (4, 16, 512, 512), (4194304, 262144, 512, 1), 0); del buf202  # reuse
            # Topologically Sorted Source Nodes: [arange, position_ids, position_ids_1, q_indices, kv_indices, attention_mask, attention_mask_1, tensor_78, mask, matmul_7, attn_weights_12, attn_weights_13, softmax_3], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten.lift_fresh, aten.scalar_tensor, aten.where, aten.view, aten.mul, prims.prepare_softmax_online, aten.sub, aten.exp, aten._softmax]
            stream0 = get_raw_stream(0)
            triton_per_fused__softmax_add_arange_exp_expand_le_lift_fresh_mul_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_4.run(buf205, 32768, 512, stream=stream0)
            buf206 = empty_strided_cuda((4, 16, 512, 64), (524288, 32768, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_23, view_50, value_states_3, attn_output_12], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.clone]
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_clone_transpose_view_5.run(buf199, buf206, 2097152, stream=stream0)
            buf207 = reinterpret_tensor(buf199, (64, 512, 64), (32768, 64, 1), 0); del buf199  # reuse
            # Topologically Sorted Source Nodes: [linear_23, view_50, value_states_3, attn_output_12], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.clone, aten.bmm]
            extern_kernels.bmm(reinterpret_tensor(buf205, (64, 512, 512), (262144, 512, 1), 0), reinterpret_tensor(buf206, (64, 512, 64), (32768, 64, 1), 0), out=buf207)
            buf208 = empty_strided_cuda((4, 512, 16, 64), (524288, 1024, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [attn_output_12, transpose_20, attn_output_13], Original ATen: [aten.view, aten.transpose, aten.clone]
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_6.run(buf207, buf208, 2097152, stream=stream0)
            buf209 = reinterpret_tensor(buf207, (2048, 1024), (1024, 1), 0); del buf207  # reuse
            # Topologically Sorted Source Nodes: [tensor_70, attn_output_12, transpose_20, attn_output_13, reshape_3, attn_output_15], Original ATen: [aten.view, aten.transpose, aten.clone, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf208, (2048, 1024), (1024, 1), 0), reinterpret_tensor(buf93, (1024, 1024), (1, 1024), 0), out=buf209)
            buf210 = reinterpret_tensor(buf209, (4, 512, 1024), (524288, 1024, 1), 0); del buf209  # reuse
            buf211 = empty_strided_cuda((4, 512, 1), (512, 1, 2048), torch.float32)
            buf212 = reinterpret_tensor(buf211, (4, 512, 1), (512, 1, 1), 0); del buf211  # reuse
            buf213 = empty_strided_cuda((4, 512, 1024), (524288, 1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [attn_output_15, hidden_states_27, pow_8, variance_7, add_29, rsqrt_7, hidden_states_29, hidden_states_30], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_10.run(buf210, buf212, buf193, buf108, buf213, 2048, 1024, stream=stream0)
            buf214 = empty_strided_cuda((2048, 2816), (2816, 1), torch.float32)
            # Topologically Sorted Source Nodes: [tensor_71, hidden_states_29, hidden_states_30, linear_25], Original ATen: [aten.view, aten.mul, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf213, (2048, 1024), (1024, 1), 0), reinterpret_tensor(buf96, (1024, 2816), (1, 1024), 0), out=buf214)
            buf215 = empty_strided_cuda((2048, 2816), (2816, 1), torch.float32)
            # Topologically Sorted Source Nodes: [tensor_72, hidden_states_29, hidden_states_30, linear_25, linear_26], Original ATen: [aten.view, aten.mul, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf213, (2048, 1024), (1024, 1), 0), reinterpret_tensor(buf99, (1024, 2816), (1, 1024), 0), out=buf215)
            buf216 = empty_strided_cuda((4, 512, 2816), (1441792, 2816, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_25, silu_3, linear_26, mul_41], Original ATen: [aten._unsafe_view, aten.silu, aten.mul]
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_mul_silu_8.run(buf214, buf215, buf216, 5767168, stream=stream0)
            buf217 = empty_strided_cuda((2048, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [tensor_73, linear_25, silu_3, linear_26, mul_41, down_proj_3], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf216, (2048, 2816), (2816, 1), 0), reinterpret_tensor(buf102, (2816, 1024), (1, 2816), 0), out=buf217)
            buf218 = reinterpret_tensor(buf217, (4, 512, 1024), (524288, 1024, 1), 0); del buf217  # reuse
            buf219 = empty_strided_cuda((4, 512, 1), (512, 1, 2048), torch.float32)
            buf220 = reinterpret_tensor(buf219, (4, 512, 1), (512, 1, 1), 0); del buf219  # reuse
            buf221 = empty_strided_cuda((4, 512, 1024), (524288, 1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [down_proj_3, hidden_states_31, pow_9, variance_8, add_31, rsqrt_8, hidden_states_33, hidden_states_34], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_10.run(buf218, buf220, buf210, buf111, buf221, 2048, 1024, stream=stream0)
            buf222 = empty_strided_cuda((2048, 8192), (8192, 1), torch.float32)
            # Topologically Sorted Source Nodes: [tensor_77, hidden_states_33, hidden_states_34, logits], Original ATen: [aten.view, aten.mul, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf221, (2048, 1024), (1024, 1), 0), reinterpret_tensor(buf114, (1024, 8192), (1, 1024), 0), out=buf222)
            buf223 = empty_strided_cuda((4, 513), (513, 1), torch.int64)
            # Topologically Sorted Source Nodes: [labels], Original ATen: [aten.constant_pad_nd]
            stream0 = get_raw_stream(0)
            triton_poi_fused_constant_pad_nd_11.run(primals_42, buf223, 2052, stream=stream0)
            del primals_42
            buf224 = empty_strided_cuda((2048, 1), (1, 1), torch.float32)
            buf225 = empty_strided_cuda((2048, 1), (1, 2048), torch.float32)
            buf226 = reinterpret_tensor(buf225, (2048, 1), (1, 1), 0); del buf225  # reuse
            # Topologically Sorted Source Nodes: [loss], Original ATen: [prims.prepare_softmax_online, aten._log_softmax]
            stream0 = get_raw_stream(0)
            triton_red_fused__log_softmax_prepare_softmax_online_12.run(buf226, buf222, buf224, 2048, 8192, stream=stream0)
            buf229 = empty_strided_cuda((), (), torch.float32)
            buf228 = empty_strided_cuda((), (), torch.float32)
            buf230 = buf229; del buf229  # reuse
            # Topologically Sorted Source Nodes: [tensor_78, getitem_101, shift_labels, shift_labels_1, loss, truediv], Original ATen: [aten.lift_fresh, aten.slice, aten.clone, aten.view, aten.sub, aten._log_softmax, aten.nll_loss_forward, aten.div]
            stream0 = get_raw_stream(0)
            triton_red_fused__log_softmax_clone_div_lift_fresh_nll_loss_forward_slice_sub_view_13.run(buf230, buf223, buf222, buf224, buf226, buf228, 1, 2048, stream=stream0)
        return (buf230, primals_41, buf24, buf27, buf51, buf54, buf78, buf81, buf105, buf108, buf111, buf117, buf119, buf121, reinterpret_tensor(buf122, (2048, 1024), (1024, 1), 0), buf131, reinterpret_tensor(buf134, (2048, 1024), (1024, 1), 0), buf135, buf137, reinterpret_tensor(buf138, (2048, 1024), (1024, 1), 0), buf139, buf140, reinterpret_tensor(buf141, (2048, 2816), (2816, 1), 0), buf143, buf145, reinterpret_tensor(buf146, (2048, 1024), (1024, 1), 0), buf155, reinterpret_tensor(buf158, (2048, 1024), (1024, 1), 0), buf160, buf162, reinterpret_tensor(buf163, (2048, 1024), (1024, 1), 0), buf164, buf165, reinterpret_tensor(buf166, (2048, 2816), (2816, 1), 0), buf168, buf170, reinterpret_tensor(buf171, (2048, 1024), (1024, 1), 0), buf180, reinterpret_tensor(buf183, (2048, 1024), (1024, 1), 0), buf185, buf187, reinterpret_tensor(buf188, (2048, 1024), (1024, 1), 0), buf189, buf190, reinterpret_tensor(buf191, (2048, 2816), (2816, 1), 0), buf193, buf195, reinterpret_tensor(buf196, (2048, 1024), (1024, 1), 0), buf205, reinterpret_tensor(buf208, (2048, 1024), (1024, 1), 0), buf210, buf212, reinterpret_tensor(buf213, (2048, 1024), (1024, 1), 0), buf214, buf215, reinterpret_tensor(buf216, (2048, 2816), (2816, 1), 0), buf218, buf220, reinterpret_tensor(buf221, (2048, 1024), (1024, 1), 0), buf222, buf223, buf224, buf226, buf228, reinterpret_tensor(buf114, (8192, 1024), (1024, 1), 0), reinterpret_tensor(buf102, (1024, 2816), (2816, 1), 0), reinterpret_tensor(buf99, (2816, 1024), (1024, 1), 0), reinterpret_tensor(buf96, (2816, 1024), (1024, 1), 0), reinterpret_tensor(buf93, (1024, 1024), (1024, 1), 0), reinterpret_tensor(buf206, (64, 64, 512), (32768, 1, 64), 0), reinterpret_tensor(buf200, (64, 64, 512), (32768, 1, 64), 0), reinterpret_tensor(buf201, (64, 512, 64), (32768, 1, 512), 0), reinterpret_tensor(buf90, (1024, 1024), (1024, 1), 0), reinterpret_tensor(buf87, (1024, 1024), (1024, 1), 0), reinterpret_tensor(buf84, (1024, 1024), (1024, 1), 0), reinterpret_tensor(buf75, (1024, 2816), (2816, 1), 0), reinterpret_tensor(buf72, (2816, 1024), (1024, 1), 0), reinterpret_tensor(buf69, (2816, 1024), (1024, 1), 0), reinterpret_tensor(buf66, (1024, 1024), (1024, 1), 0), reinterpret_tensor(buf181, (64, 64, 512), (32768, 1, 64), 0), reinterpret_tensor(buf175, (64, 64, 512), (32768, 1, 64), 0), reinterpret_tensor(buf176, (64, 512, 64), (32768, 1, 512), 0), reinterpret_tensor(buf63, (1024, 1024), (1024, 1), 0), reinterpret_tensor(buf60, (1024, 1024), (1024, 1), 0), reinterpret_tensor(buf57, (1024, 1024), (1024, 1), 0), reinterpret_tensor(buf48, (1024, 2816), (2816, 1), 0), reinterpret_tensor(buf45, (2816, 1024), (1024, 1), 0), reinterpret_tensor(buf42, (2816, 1024), (1024, 1), 0), reinterpret_tensor(buf39, (1024, 1024), (1024, 1), 0), reinterpret_tensor(buf156, (64, 64, 512), (32768, 1, 64), 0), reinterpret_tensor(buf150, (64, 64, 512), (32768, 1, 64), 0), reinterpret_tensor(buf151, (64, 512, 64), (32768, 1, 512), 0), reinterpret_tensor(buf36, (1024, 1024), (1024, 1), 0), reinterpret_tensor(buf33, (1024, 1024), (1024, 1), 0), reinterpret_tensor(buf30, (1024, 1024), (1024, 1), 0), reinterpret_tensor(buf21, (1024, 2816), (2816, 1), 0), reinterpret_tensor(buf18, (2816, 1024), (1024, 1), 0), reinterpret_tensor(buf15, (2816, 1024), (1024, 1), 0), reinterpret_tensor(buf12, (1024, 1024), (1024, 1), 0), reinterpret_tensor(buf132, (64, 64, 512), (32768, 1, 64), 0), reinterpret_tensor(buf126, (64, 64, 512), (32768, 1, 64), 0), reinterpret_tensor(buf127, (64, 512, 64), (32768, 1, 512), 0), reinterpret_tensor(buf9, (1024, 1024), (1024, 1), 0), reinterpret_tensor(buf6, (1024, 1024), (1024, 1), 0), reinterpret_tensor(buf3, (1024, 1024), (1024, 1), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((4194304, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_2 = rand_strided((524288, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_3 = rand_strided((524288, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_4 = rand_strided((524288, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_5 = rand_strided((524288, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_6 = rand_strided((1441792, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_7 = rand_strided((1441792, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_8 = rand_strided((1441792, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_9 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_10 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_11 = rand_strided((524288, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_12 = rand_strided((524288, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_13 = rand_strided((524288, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_14 = rand_strided((524288, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_15 = rand_strided((1441792, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_16 = rand_strided((1441792, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_17 = rand_strided((1441792, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_18 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_19 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_20 = rand_strided((524288, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_21 = rand_strided((524288, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_22 = rand_strided((524288, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_23 = rand_strided((524288, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_24 = rand_strided((1441792, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_25 = rand_strided((1441792, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_26 = rand_strided((1441792, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_27 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_28 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_29 = rand_strided((524288, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_30 = rand_strided((524288, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_31 = rand_strided((524288, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_32 = rand_strided((524288, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_33 = rand_strided((1441792, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_34 = rand_strided((1441792, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_35 = rand_strided((1441792, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_36 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_37 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_38 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_39 = rand_strided((4194304, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_40 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_41 = rand_strided((4, 512), (512, 1), device='cuda:0', dtype=torch.int64)
    primals_42 = rand_strided((4, 512), (512, 1), device='cuda:0', dtype=torch.int64)
    return [primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37, primals_38, primals_39, primals_40, primals_41, primals_42]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
