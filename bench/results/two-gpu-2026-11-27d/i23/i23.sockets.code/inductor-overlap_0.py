# AOT ID: ['2_forward']
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


# kernel path: /tmp/torchinductor_root/tmp9qk_8bsg/n2/cn2g6k3gdqll6pdpwbnipduaw2336vs2bfcrisc35myjc7e3b23o.py
# Unsorted Source Nodes: [mask, attention_mask_1, attention_mask, kv_indices, q_indices, position_ids_1, position_ids, arange, tensor_78], Original ATen: [aten.where, aten.expand, aten.le, aten.unsqueeze, aten.add, aten.arange, aten.lift_fresh, aten.scalar_tensor]
# Source node to ATen node mapping:
#   arange => iota
#   attention_mask => le
#   attention_mask_1 => expand
#   kv_indices => unsqueeze_6
#   mask => full_default_1, where, where_self
#   position_ids => add
#   position_ids_1 => unsqueeze
#   q_indices => unsqueeze_2, unsqueeze_3
#   tensor_78 => full_default
triton_poi_fused_add_arange_expand_le_lift_fresh_scalar_tensor_unsqueeze_where_0 = async_compile.triton('triton_poi_fused_add_arange_expand_le_lift_fresh_scalar_tensor_unsqueeze_where_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1048576}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_arange_expand_le_lift_fresh_scalar_tensor_unsqueeze_where_0', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 8388608}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_arange_expand_le_lift_fresh_scalar_tensor_unsqueeze_where_0(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1048576
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 512)
    x1 = ((xindex // 512) % 512)
    x3 = xindex
    tmp0 = x0
    tmp1 = x1
    tmp2 = tmp0 <= tmp1
    tmp3 = tl.full([1], 0.0, tl.float32)
    tmp4 = tl.full([1], -3.4028234663852886e+38, tl.float32)
    tmp5 = tl.where(tmp2, tmp3, tmp4)
    tl.store(out_ptr0 + (x3), tmp5, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp9qk_8bsg/qk/cqkt4ipv2jdt3oblrs4ef2xh6ajfbsruqmb4ty3ziwegutmyoc2z.py
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_add_arange_unsqueeze_1', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4096}},
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


# kernel path: /tmp/torchinductor_root/tmp9qk_8bsg/hx/chxedcx5fidwuqymdh2lrirj6kh3a4zu5h223m2nzgydlcfwxqda.py
# Unsorted Source Nodes: [inputs_embeds, tensor_39, variance, pow_1, rsqrt, add_3, hidden_states_2, hidden_states_1], Original ATen: [aten.embedding, aten.view, aten.mean, aten.pow, aten.rsqrt, aten.add, aten.mul]
# Source node to ATen node mapping:
#   add_3 => add_3
#   hidden_states_1 => mul_2
#   hidden_states_2 => mul_3
#   inputs_embeds => embedding, embedding_default
#   pow_1 => pow_1
#   rsqrt => rsqrt
#   tensor_39 => view
#   variance => mean
triton_per_fused_add_embedding_mean_mul_pow_rsqrt_view_2 = async_compile.triton('triton_per_fused_add_embedding_mean_mul_pow_rsqrt_view_2', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_embedding_mean_mul_pow_rsqrt_view_2', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 2, 'num_store': 3, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 32768, 'r0_': 33554432}}
)
@triton.jit
def triton_per_fused_add_embedding_mean_mul_pow_rsqrt_view_2(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
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


# kernel path: /tmp/torchinductor_root/tmp9qk_8bsg/o2/co2go7s5agubuw5ke2pajavlfs6z2u5wllcky2dq2iwgy7zybiot.py
# Unsorted Source Nodes: [sin_1, sin, emb, freqs, matmul], Original ATen: [aten.mul, aten.sin, aten.cat, aten.transpose, aten.bmm]
# Source node to ATen node mapping:
#   emb => clone, expand_4, unsqueeze_10, view_42
#   freqs => permute
#   matmul => unsqueeze_default
#   sin => sin
#   sin_1 => mul_1, mul_tensor
triton_poi_fused_bmm_cat_mul_sin_transpose_3 = async_compile.triton('triton_poi_fused_bmm_cat_mul_sin_transpose_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 512, 'x': 64}, tile_hint=TileHint.SQUARE,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_bmm_cat_mul_sin_transpose_3', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 65536, 'x': 262144}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_bmm_cat_mul_sin_transpose_3(in_ptr0, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 512
    xnumel = 64
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x1 = xindex
    y0 = yindex
    tmp0 = tl.load(in_ptr0 + (y0 + 512*((x1 % 32))), xmask & ymask, eviction_policy='evict_last')
    tmp1 = tl_math.sin(tmp0)
    tmp2 = tl.full([1, 1], 1.0, tl.float32)
    tmp3 = tmp1 * tmp2
    tl.store(out_ptr0 + (x1 + 64*y0), tmp3, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp9qk_8bsg/35/c35gsbob6b74tobjupeodbypl2xnjfjvtdu2gucwenhjnd7y2cqc.py
# Topologically Sorted Source Nodes: [matmul, freqs, emb, cos, cos_1, linear, view_39, query_states, cos_3, sin_3, x1, x2, mul_4, neg, cat_1, mul_5, q_embed, matmul_1], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._unsafe_view, aten.view, aten.unsqueeze, aten.slice, aten.neg, aten.add, aten.clone]
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
#   sin_3 => unsqueeze_12
#   view_39 => view_45
#   x1 => slice_40
#   x2 => slice_41
# Graph fragment:
#   %mm : Tensor "f32[2048, 1024][1024, 1]cuda:0" = PlaceHolder[target=mm]
#   %mm_default : Tensor "f32[32, 512][512, 1]cuda:0" = PlaceHolder[target=mm_default]
#   %mul_1 : Tensor "f32[1, 512, 64][32768, 64, 1]cuda:0" = PlaceHolder[target=mul_1]
#   %unsqueeze_default : Tensor "f32[1, 32, 512][16384, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mm_default, 0), kwargs = {})
#   %permute : Tensor "f32[1, 512, 32][16384, 1, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%unsqueeze_default, [0, 2, 1]), kwargs = {})
#   %unsqueeze_10 : Tensor "f32[1, 512, 1, 32][16384, 1, 16384, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%permute, 2), kwargs = {})
#   %expand_4 : Tensor "f32[1, 512, 2, 32][16384, 1, 0, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_10, [1, 512, 2, 32]), kwargs = {})
#   %clone : Tensor "f32[1, 512, 2, 32][32768, 64, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_4,), kwargs = {memory_format: torch.contiguous_format})
#   %view_42 : Tensor "f32[1, 512, 64][32768, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone, [1, 512, 64]), kwargs = {})
#   %cos : Tensor "f32[1, 512, 64][32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cos.default](args = (%view_42,), kwargs = {})
#   %mul : Tensor "f32[1, 512, 64][32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%cos, 1.0), kwargs = {})
#   %view_44 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [4, 512, 1024]), kwargs = {})
#   %view_45 : Tensor "f32[4, 512, 16, 64][524288, 1024, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_44, [4, 512, -1, 64]), kwargs = {})
#   %permute_2 : Tensor "f32[4, 16, 512, 64][524288, 64, 1024, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%view_45, [0, 2, 1, 3]), kwargs = {})
#   %unsqueeze_11 : Tensor "f32[1, 1, 512, 64][32768, 32768, 64, 1]cuda:0"[num_users=8] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul, 1), kwargs = {})
#   %unsqueeze_12 : Tensor "f32[1, 1, 512, 64][32768, 32768, 64, 1]cuda:0"[num_users=8] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_1, 1), kwargs = {})
#   %slice_40 : Tensor "f32[4, 16, 512, 32][524288, 64, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%permute_2, 3, 0, 32), kwargs = {})
#   %slice_41 : Tensor "f32[4, 16, 512, 32][524288, 64, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%permute_2, 3, 32, 9223372036854775807), kwargs = {})
#   %mul_4 : Tensor "f32[4, 16, 512, 64][524288, 64, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%permute_2, %unsqueeze_11), kwargs = {})
#   %neg : Tensor "f32[4, 16, 512, 32][262144, 32, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%slice_41,), kwargs = {})
#   %cat : Tensor "f32[4, 16, 512, 64][524288, 32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%neg, %slice_40], -1), kwargs = {})
#   %mul_5 : Tensor "f32[4, 16, 512, 64][524288, 32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%cat, %unsqueeze_12), kwargs = {})
#   %add_4 : Tensor "f32[4, 16, 512, 64][524288, 64, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_4, %mul_5), kwargs = {})
#   %clone_4 : Tensor "f32[4, 16, 512, 64][524288, 32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_5,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_4
triton_poi_fused__unsafe_view_add_bmm_cat_clone_cos_mul_neg_slice_transpose_unsqueeze_view_4 = async_compile.triton('triton_poi_fused__unsafe_view_add_bmm_cat_clone_cos_mul_neg_slice_transpose_unsqueeze_view_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2097152}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_add_bmm_cat_clone_cos_mul_neg_slice_transpose_unsqueeze_view_4', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 42074112}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_add_bmm_cat_clone_cos_mul_neg_slice_transpose_unsqueeze_view_4(in_ptr0, in_ptr1, in_ptr2, out_ptr0, xnumel, XBLOCK : tl.constexpr):
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
    tmp20 = tl.load(in_ptr2 + (x0 + 64*x2), None, eviction_policy='evict_last')
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
    tmp21 = tmp19 * tmp20
    tmp22 = tmp5 + tmp21
    tl.store(out_ptr0 + (x0 + 64*x2 + 32768*x1 + 524288*x3), tmp22, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp9qk_8bsg/4d/c4dcxhuyfhbqnszrrms4psegyvvers5gsj2pjoyj7uoasv7xkbqb.py
# Topologically Sorted Source Nodes: [matmul, freqs, emb, cos, cos_1, linear_1, view_40, key_states, cos_3, sin_3, x1_1, x2_1, mul_6, neg_1, cat_2, mul_7, k_embed, transpose_4, matmul_1], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._unsafe_view, aten.view, aten.unsqueeze, aten.slice, aten.neg, aten.add, aten.clone]
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
#   sin_3 => unsqueeze_12
#   transpose_4 => permute_7
#   view_40 => view_48
#   x1_1 => slice_42
#   x2_1 => slice_43
# Graph fragment:
#   %mm_1 : Tensor "f32[2048, 1024][1024, 1]cuda:0" = PlaceHolder[target=mm_1]
#   %mm_default : Tensor "f32[32, 512][512, 1]cuda:0" = PlaceHolder[target=mm_default]
#   %mul_1 : Tensor "f32[1, 512, 64][32768, 64, 1]cuda:0" = PlaceHolder[target=mul_1]
#   %unsqueeze_default : Tensor "f32[1, 32, 512][16384, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mm_default, 0), kwargs = {})
#   %permute : Tensor "f32[1, 512, 32][16384, 1, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%unsqueeze_default, [0, 2, 1]), kwargs = {})
#   %unsqueeze_10 : Tensor "f32[1, 512, 1, 32][16384, 1, 16384, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%permute, 2), kwargs = {})
#   %expand_4 : Tensor "f32[1, 512, 2, 32][16384, 1, 0, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_10, [1, 512, 2, 32]), kwargs = {})
#   %clone : Tensor "f32[1, 512, 2, 32][32768, 64, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_4,), kwargs = {memory_format: torch.contiguous_format})
#   %view_42 : Tensor "f32[1, 512, 64][32768, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone, [1, 512, 64]), kwargs = {})
#   %cos : Tensor "f32[1, 512, 64][32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cos.default](args = (%view_42,), kwargs = {})
#   %mul : Tensor "f32[1, 512, 64][32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%cos, 1.0), kwargs = {})
#   %view_47 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_1, [4, 512, 1024]), kwargs = {})
#   %view_48 : Tensor "f32[4, 512, 16, 64][524288, 1024, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_47, [4, 512, -1, 64]), kwargs = {})
#   %permute_4 : Tensor "f32[4, 16, 512, 64][524288, 64, 1024, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%view_48, [0, 2, 1, 3]), kwargs = {})
#   %unsqueeze_11 : Tensor "f32[1, 1, 512, 64][32768, 32768, 64, 1]cuda:0"[num_users=8] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul, 1), kwargs = {})
#   %unsqueeze_12 : Tensor "f32[1, 1, 512, 64][32768, 32768, 64, 1]cuda:0"[num_users=8] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_1, 1), kwargs = {})
#   %slice_42 : Tensor "f32[4, 16, 512, 32][524288, 64, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%permute_4, 3, 0, 32), kwargs = {})
#   %slice_43 : Tensor "f32[4, 16, 512, 32][524288, 64, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%permute_4, 3, 32, 9223372036854775807), kwargs = {})
#   %mul_6 : Tensor "f32[4, 16, 512, 64][524288, 64, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%permute_4, %unsqueeze_11), kwargs = {})
#   %neg_1 : Tensor "f32[4, 16, 512, 32][262144, 32, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%slice_43,), kwargs = {})
#   %cat_1 : Tensor "f32[4, 16, 512, 64][524288, 32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%neg_1, %slice_42], -1), kwargs = {})
#   %mul_7 : Tensor "f32[4, 16, 512, 64][524288, 32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%cat_1, %unsqueeze_12), kwargs = {})
#   %add_5 : Tensor "f32[4, 16, 512, 64][524288, 64, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_6, %mul_7), kwargs = {})
#   %permute_7 : Tensor "f32[4, 16, 64, 512][524288, 64, 1, 1024]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%add_5, [0, 1, 3, 2]), kwargs = {})
#   %clone_5 : Tensor "f32[4, 16, 64, 512][524288, 32768, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_6,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_5
triton_poi_fused__unsafe_view_add_bmm_cat_clone_cos_mul_neg_slice_transpose_unsqueeze_view_5 = async_compile.triton('triton_poi_fused__unsafe_view_add_bmm_cat_clone_cos_mul_neg_slice_transpose_unsqueeze_view_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 4096, 'x': 512}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_add_bmm_cat_clone_cos_mul_neg_slice_transpose_unsqueeze_view_5', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 25296896, 'x': 16842752}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_add_bmm_cat_clone_cos_mul_neg_slice_transpose_unsqueeze_view_5(in_ptr0, in_ptr1, in_ptr2, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
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
    tmp20 = tl.load(in_ptr2 + (y0 + 64*x3), xmask, eviction_policy='evict_last')
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
    tmp21 = tmp19 * tmp20
    tmp22 = tmp5 + tmp21
    tl.store(out_ptr0 + (x3 + 512*y6), tmp22, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp9qk_8bsg/v4/cv4lq3ysmyjhfj7ypx6tanmqmby3a3gxwoi3mguphs3dmd33p6ue.py
# Topologically Sorted Source Nodes: [matmul_1, attn_weights, attn_weights_1, softmax], Original ATen: [aten.view, aten.mul, aten.add, prims.prepare_softmax_online, aten.sub, aten.exp, aten._softmax]
# Source node to ATen node mapping:
#   attn_weights => mul_8
#   attn_weights_1 => add_6
#   matmul_1 => view_54
#   softmax => div
# Graph fragment:
#   %bmm_1 : Tensor "f32[64, 512, 512][262144, 512, 1]cuda:0" = PlaceHolder[target=bmm_1]
#   %where : Tensor "f32[4, 1, 512, 512][262144, 262144, 512, 1]cuda:0" = PlaceHolder[target=where]
#   %getitem_8 : Tensor "f32[4, 16, 512, 1][8192, 512, 1, 32768]cuda:0" = PlaceHolder[target=getitem_8]
#   %getitem_9 : Tensor "f32[4, 16, 512, 1][8192, 512, 1, 1]cuda:0" = PlaceHolder[target=getitem_9]
#   %view_54 : Tensor "f32[4, 16, 512, 512][4194304, 262144, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_1, [4, 16, 512, 512]), kwargs = {})
#   %mul_8 : Tensor "f32[4, 16, 512, 512][4194304, 262144, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_54, 0.125), kwargs = {})
#   %add_6 : Tensor "f32[4, 16, 512, 512][4194304, 262144, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_8, %where), kwargs = {})
#   %prepare_softmax_online_default_4 : [num_users=2] = call_function[target=torch.ops.prims.prepare_softmax_online.default](args = (%add_6, -1), kwargs = {})
#   %sub_tensor_4 : Tensor "f32[4, 16, 512, 512][4194304, 262144, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_6, %getitem_8), kwargs = {})
#   %exp_default_4 : Tensor "f32[4, 16, 512, 512][4194304, 262144, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%sub_tensor_4,), kwargs = {})
#   %div : Tensor "f32[4, 16, 512, 512][4194304, 262144, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%exp_default_4, %getitem_9), kwargs = {})
#   return %getitem_8,%getitem_9,%expand_7
triton_red_fused__softmax_add_exp_mul_prepare_softmax_online_sub_view_6 = async_compile.triton('triton_red_fused__softmax_add_exp_mul_prepare_softmax_online_sub_view_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 32768, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__softmax_add_exp_mul_prepare_softmax_online_sub_view_6', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 205520896}}
)
@triton.jit
def triton_red_fused__softmax_add_exp_mul_prepare_softmax_online_sub_view_6(in_out_ptr0, in_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 32768
    r0_numel = 512
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x4 = xindex
    x0 = (xindex % 512)
    x2 = xindex // 8192
    _tmp6_max = tl.full([XBLOCK, R0_BLOCK], float('-inf'), tl.float32)
    _tmp6_sum = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_3 = r0_index
        tmp0 = tl.load(in_out_ptr0 + (r0_3 + 512*x4), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp3 = tl.load(in_ptr0 + (r0_3 + 512*x0 + 262144*x2), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp1 = tl.full([1, 1], 0.125, tl.float32)
        tmp2 = tmp0 * tmp1
        tmp4 = tmp2 + tmp3
        tmp5 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])

        _tmp6_max_next, _tmp6_sum_next = triton_helpers.online_softmax_combine(
            _tmp6_max, _tmp6_sum, tmp5, False
        )

        _tmp6_max = tl.where(r0_mask, _tmp6_max_next, _tmp6_max)
        _tmp6_sum = tl.where(r0_mask, _tmp6_sum_next, _tmp6_sum)

    tmp6, tmp7 = triton_helpers.online_softmax_reduce(
        _tmp6_max, _tmp6_sum, 1, False)
    tmp6 = tmp6[:, None]
    tmp7 = tmp7[:, None]
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_3 = r0_index
        tmp8 = tl.load(in_out_ptr0 + (r0_3 + 512*x4), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp11 = tl.load(in_ptr0 + (r0_3 + 512*x0 + 262144*x2), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp9 = tl.full([1, 1], 0.125, tl.float32)
        tmp10 = tmp8 * tmp9
        tmp12 = tmp10 + tmp11
        tmp13 = tmp12 - tmp6
        tmp14 = libdevice.exp(tmp13)
        tmp15 = (tmp14 / tmp7)
        tl.store(in_out_ptr0 + (r0_3 + 512*x4), tmp15, r0_mask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp9qk_8bsg/3p/c3p2m2pqodqayq5cm6pav3yffla76cji7zgbr2h2tgou6ohduqje.py
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
#   %clone_7 : Tensor "f32[4, 16, 512, 64][524288, 32768, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clone.default](args = (%expand_8,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_7
triton_poi_fused__unsafe_view_clone_transpose_view_7 = async_compile.triton('triton_poi_fused__unsafe_view_clone_transpose_view_7', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_clone_transpose_view_7', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 25165824}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_clone_transpose_view_7(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
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


# kernel path: /tmp/torchinductor_root/tmp9qk_8bsg/x5/cx5ykmox24xgvcp5ocbtvqcplftod7z7m2jqwsseayiqobsnlsp4.py
# Unsorted Source Nodes: [attn_output_1, transpose_5, attn_output], Original ATen: [aten.clone, aten.transpose, aten.view]
# Source node to ATen node mapping:
#   attn_output => view_57
#   attn_output_1 => clone_8, clone_default
#   transpose_5 => permute_8
triton_poi_fused_clone_transpose_view_8 = async_compile.triton('triton_poi_fused_clone_transpose_view_8', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_clone_transpose_view_8', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 25165824}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_clone_transpose_view_8(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
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


# kernel path: /tmp/torchinductor_root/tmp9qk_8bsg/3s/c3slgbypoqzsvlxa6ez4bnziztjanbn26vttm27inkcjnitzoq6f.py
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
#   %buf46 : Tensor "f32[4, 512, 1][512, 1, 2048]cuda:0" = PlaceHolder[target=buf46]
#   %buf44 : Tensor  = PlaceHolder[target=buf44]
#   %rsqrt_1 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_1]
#   %wait_tensor_6 : Tensor "f32[2883584][1]cuda:0" = PlaceHolder[target=wait_tensor_6]
#   %view_60 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_3, [4, 512, 1024]), kwargs = {})
#   %add_7 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %view_60), kwargs = {})
#   %pow_2 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_7, 2), kwargs = {})
#   %mean_1 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_2, [-1], True), kwargs = {})
#   %add_8 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_1, 1e-06), kwargs = {})
#   %rsqrt_1 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_8,), kwargs = {})
#   %mul_9 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_7, %rsqrt_1), kwargs = {})
#   %mul_10 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%wait_tensor_9, %mul_9), kwargs = {})
#   return %buf46,%rsqrt_1,%mul_10
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_9', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 3, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 16384, 'r0_': 33554432}}
)
@triton.jit
def triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_9(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
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


# kernel path: /tmp/torchinductor_root/tmp9qk_8bsg/s4/cs4m2lbjpqvf7i5c3geehj6sg2mmcaz67f4vrxrbapigynoeqqef.py
# Unsorted Source Nodes: [silu, linear_4], Original ATen: [aten.silu, aten._unsafe_view]
# Source node to ATen node mapping:
#   linear_4 => view_62
#   silu => add_9, div_1, div_tensor, exp_1, neg_2
triton_poi_fused__unsafe_view_silu_10 = async_compile.triton('triton_poi_fused__unsafe_view_silu_10', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8388608}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_silu_10', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 69206016}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_silu_10(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 5767168
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None)
    tmp1 = -tmp0
    tmp2 = libdevice.exp(tmp1)
    tmp3 = tl.full([1], 1.0, tl.float32)
    tmp4 = tmp2 + tmp3
    tmp5 = (tmp0 / tmp4)
    tl.store(out_ptr0 + (x0), tmp5, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp9qk_8bsg/xz/cxzv3beod3bsvyva22ickw6npfx5u4skupfnl2nt5by3j33cfrfs.py
# Unsorted Source Nodes: [mul_11, linear_5], Original ATen: [aten.mul, aten._unsafe_view]
# Source node to ATen node mapping:
#   linear_5 => view_64
#   mul_11 => mul_11, mul_tensor
triton_poi_fused__unsafe_view_mul_11 = async_compile.triton('triton_poi_fused__unsafe_view_mul_11', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_mul_11', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 92274688}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_mul_11(in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 5767168
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None)
    tmp1 = tl.load(in_ptr1 + (x0), None)
    tmp2 = tmp0 * tmp1
    tl.store(out_ptr0 + (x0), tmp2, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp9qk_8bsg/hb/chb6dyjeceavrug6mm24bl5oit7zb4yzbyb3ws3tjsn5kkeuvh6p.py
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
#   %buf67 : Tensor "f32[4, 512, 1][512, 1, 2048]cuda:0" = PlaceHolder[target=buf67]
#   %buf64 : Tensor  = PlaceHolder[target=buf64]
#   %rsqrt_2 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_2]
#   %wait_tensor_11 : Tensor "f32[1048576][1]cuda:0" = PlaceHolder[target=wait_tensor_11]
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
#   return %add_10,%buf67,%rsqrt_2,%mul_13
triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_12 = async_compile.triton('triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_12', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_12', 'mutated_arg_names': ['in_out_ptr0', 'in_out_ptr1'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 3, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 16384, 'r0_': 58720256}}
)
@triton.jit
def triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_12(in_out_ptr0, in_out_ptr1, in_ptr0, in_ptr1, in_ptr2, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
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


# kernel path: /tmp/torchinductor_root/tmp9qk_8bsg/v3/cv3ju3nnqxk2nkgimsthlhpj73l5lkapfzxkazl5fy7rcrnkgkea.py
# Unsorted Source Nodes: [attn_weights_5, attn_weights_4, matmul_3, softmax_1], Original ATen: [prims.prepare_softmax_online, aten.add, aten.mul, aten.view, aten._softmax, aten.exp, aten.sub]
# Source node to ATen node mapping:
#   attn_weights_4 => mul_18
#   attn_weights_5 => add_14
#   matmul_3 => view_78
#   softmax_1 => div_2
triton_red_fused__softmax_add_exp_mul_prepare_softmax_online_sub_view_13 = async_compile.triton('triton_red_fused__softmax_add_exp_mul_prepare_softmax_online_sub_view_13', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 32768, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__softmax_add_exp_mul_prepare_softmax_online_sub_view_13', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 205520896}}
)
@triton.jit
def triton_red_fused__softmax_add_exp_mul_prepare_softmax_online_sub_view_13(in_ptr0, in_ptr1, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 32768
    r0_numel = 512
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x4 = xindex
    x0 = (xindex % 512)
    x2 = xindex // 8192
    _tmp6_max = tl.full([XBLOCK, R0_BLOCK], float('-inf'), tl.float32)
    _tmp6_sum = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_3 = r0_index
        tmp0 = tl.load(in_ptr0 + (r0_3 + 512*x4), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp3 = tl.load(in_ptr1 + (r0_3 + 512*x0 + 262144*x2), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp1 = tl.full([1, 1], 0.125, tl.float32)
        tmp2 = tmp0 * tmp1
        tmp4 = tmp2 + tmp3
        tmp5 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])

        _tmp6_max_next, _tmp6_sum_next = triton_helpers.online_softmax_combine(
            _tmp6_max, _tmp6_sum, tmp5, False
        )

        _tmp6_max = tl.where(r0_mask, _tmp6_max_next, _tmp6_max)
        _tmp6_sum = tl.where(r0_mask, _tmp6_sum_next, _tmp6_sum)

    tmp6, tmp7 = triton_helpers.online_softmax_reduce(
        _tmp6_max, _tmp6_sum, 1, False)
    tmp6 = tmp6[:, None]
    tmp7 = tmp7[:, None]
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_3 = r0_index
        tmp8 = tl.load(in_ptr0 + (r0_3 + 512*x4), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp11 = tl.load(in_ptr1 + (r0_3 + 512*x0 + 262144*x2), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp9 = tl.full([1, 1], 0.125, tl.float32)
        tmp10 = tmp8 * tmp9
        tmp12 = tmp10 + tmp11
        tmp13 = tmp12 - tmp6
        tmp14 = libdevice.exp(tmp13)
        tmp15 = (tmp14 / tmp7)
        tl.store(out_ptr2 + (r0_3 + 512*x4), tmp15, r0_mask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp9qk_8bsg/vq/cvqcqvg7mz5kpg7ksqneveswgdadipsvcs44stwjeubnddsqkdqm.py
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
#   %buf99 : Tensor "f32[4, 512, 1][512, 1, 2048]cuda:0" = PlaceHolder[target=buf99]
#   %buf96 : Tensor  = PlaceHolder[target=buf96]
#   %rsqrt_3 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_3]
#   %wait_tensor_15 : Tensor "f32[2883584][1]cuda:0" = PlaceHolder[target=wait_tensor_15]
#   %view_84 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_10, [4, 512, 1024]), kwargs = {})
#   %add_15 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_10, %view_84), kwargs = {})
#   %pow_4 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_15, 2), kwargs = {})
#   %mean_3 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_4, [-1], True), kwargs = {})
#   %add_16 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_3, 1e-06), kwargs = {})
#   %rsqrt_3 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_16,), kwargs = {})
#   %mul_19 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_15, %rsqrt_3), kwargs = {})
#   %mul_20 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%wait_tensor_18, %mul_19), kwargs = {})
#   return %add_15,%buf99,%rsqrt_3,%mul_20
triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_14 = async_compile.triton('triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_14', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_14', 'mutated_arg_names': ['in_out_ptr0', 'in_out_ptr1'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 3, 'num_store': 3, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 16384, 'r0_': 50331648}}
)
@triton.jit
def triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_14(in_out_ptr0, in_out_ptr1, in_ptr0, in_ptr1, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
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


# kernel path: /tmp/torchinductor_root/tmp9qk_8bsg/nf/cnfbym4wi6z2lj4bohb2wmpbdijjx5kyanzoydl3tlb3rwthmt5i.py
# Topologically Sorted Source Nodes: [down_proj_3, hidden_states_31, pow_9, variance_8, add_31, rsqrt_8, hidden_states_33, hidden_states_34], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
# Source node to ATen node mapping:
#   add_31 => add_35
#   down_proj_3 => view_138
#   hidden_states_31 => add_34
#   hidden_states_33 => mul_42
#   hidden_states_34 => mul_43
#   pow_9 => pow_9
#   rsqrt_8 => rsqrt_8
#   variance_8 => mean_8
# Graph fragment:
#   %add_31 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0" = PlaceHolder[target=add_31]
#   %mm_27 : Tensor "f32[2048, 1024][1024, 1]cuda:0" = PlaceHolder[target=mm_27]
#   %add_34 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0" = PlaceHolder[target=add_34]
#   %buf223 : Tensor "f32[4, 512, 1][512, 1, 2048]cuda:0" = PlaceHolder[target=buf223]
#   %buf221 : Tensor  = PlaceHolder[target=buf221]
#   %rsqrt_8 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_8]
#   %view_138 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_27, [4, 512, 1024]), kwargs = {})
#   %add_34 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_31, %view_138), kwargs = {})
#   %pow_9 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_34, 2), kwargs = {})
#   %mean_8 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_9, [-1], True), kwargs = {})
#   %add_35 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_8, 1e-06), kwargs = {})
#   %rsqrt_8 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_35,), kwargs = {})
#   %mul_42 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_34, %rsqrt_8), kwargs = {})
#   %mul_43 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%wait_tensor_37, %mul_42), kwargs = {})
#   return %add_34,%buf223,%rsqrt_8,%mul_43
triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_15 = async_compile.triton('triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_15', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_15', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 3, 'num_store': 3, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 16384, 'r0_': 50331648}}
)
@triton.jit
def triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_15(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tl.store(out_ptr0 + (r0_1 + 1024*x0), tmp2, xmask)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x0), tmp12, xmask)
    tl.store(out_ptr1 + (r0_1 + 1024*x0), tmp15, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp9qk_8bsg/on/con3winoy3w2ncxlnrew2oqubuv7etknxikra4ay37hjbrjtkpgl.py
# Topologically Sorted Source Nodes: [labels], Original ATen: [aten.constant_pad_nd]
# Source node to ATen node mapping:
#   labels => constant_pad_nd
# Graph fragment:
#   %primals_42 : Tensor "i64[4, 512][512, 1]cuda:0" = PlaceHolder[target=primals_42]
#   %constant_pad_nd : Tensor "i64[4, 513][513, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.constant_pad_nd.default](args = (%primals_42, [0, 1], -100.0), kwargs = {})
#   return %constant_pad_nd
triton_poi_fused_constant_pad_nd_16 = async_compile.triton('triton_poi_fused_constant_pad_nd_16', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_constant_pad_nd_16', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 49216}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_constant_pad_nd_16(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
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


# kernel path: /tmp/torchinductor_root/tmp9qk_8bsg/c7/cc7vwdxher2z4phe3owtwn3ce5jxe7wk6ntrego5hgsmtlwjdc45.py
# Topologically Sorted Source Nodes: [loss], Original ATen: [prims.prepare_softmax_online, aten._log_softmax]
# Source node to ATen node mapping:
#   loss => log
# Graph fragment:
#   %mm_28 : Tensor "f32[2048, 8192][8192, 1]cuda:0" = PlaceHolder[target=mm_28]
#   %getitem_1 : Tensor "f32[2048, 1][1, 2048]cuda:0" = PlaceHolder[target=getitem_1]
#   %prepare_softmax_online_default : [num_users=2] = call_function[target=torch.ops.prims.prepare_softmax_online.default](args = (%mm_28, 1), kwargs = {})
#   %log : Tensor "f32[2048, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.log.default](args = (%getitem_1,), kwargs = {})
#   return %getitem,%getitem_1,%log
triton_red_fused__log_softmax_prepare_softmax_online_17 = async_compile.triton('triton_red_fused__log_softmax_prepare_softmax_online_17', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__log_softmax_prepare_softmax_online_17', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 32768, 'r0_': 67108864}}
)
@triton.jit
def triton_red_fused__log_softmax_prepare_softmax_online_17(in_out_ptr0, in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
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


# kernel path: /tmp/torchinductor_root/tmp9qk_8bsg/ri/crimonvjziwvavvgdlzkb4gobfonskx3rowxhojewf5nbwhnygtc.py
# Topologically Sorted Source Nodes: [tensor_78, getitem_101, shift_labels, shift_labels_1, loss, truediv], Original ATen: [aten.lift_fresh, aten.slice, aten.clone, aten.view, aten.sub, aten.nll_loss_forward, aten._log_softmax, aten.div]
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
#   %ne : Tensor "b8[2048][1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.ne.Scalar](args = (%view_142, -100), kwargs = {})
#   %full_default_2 : Tensor "i64[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0), kwargs = {dtype: torch.int64, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %sub_5 : Tensor "f32[2048, 8192][8192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_tensor, %log), kwargs = {})
#   %sum_6 : Tensor "i64[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.default](args = (%ne,), kwargs = {})
#   %where_1 : Tensor "i64[2048][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%ne, %view_142, %full_default_2), kwargs = {})
#   %convert_element_type_1 : Tensor "f32[][]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%sum_6, torch.float32), kwargs = {})
#   %unsqueeze_19 : Tensor "i64[2048, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%where_1, 1), kwargs = {})
#   %gather : Tensor "f32[2048, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.gather.default](args = (%sub_5, 1, %unsqueeze_19), kwargs = {})
#   %squeeze : Tensor "f32[2048][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dim](args = (%gather, 1), kwargs = {})
#   %neg_12 : Tensor "f32[2048][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%squeeze,), kwargs = {})
#   %where_2 : Tensor "f32[2048][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%ne, %neg_12, %full_default), kwargs = {})
#   %sum_7 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.default](args = (%where_2,), kwargs = {})
#   %div_8 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%sum_7, %convert_element_type_1), kwargs = {})
#   %div_9 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%div_8, 2), kwargs = {})
#   return %sum_6,%sum_7,%convert_element_type_1,%div_9
triton_red_fused__log_softmax_clone_div_lift_fresh_nll_loss_forward_slice_sub_view_18 = async_compile.triton('triton_red_fused__log_softmax_clone_div_lift_fresh_nll_loss_forward_slice_sub_view_18', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__log_softmax_clone_div_lift_fresh_nll_loss_forward_slice_sub_view_18', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'r0_': 32768}}
)
@triton.jit
def triton_red_fused__log_softmax_clone_div_lift_fresh_nll_loss_forward_slice_sub_view_18(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
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
            buf1 = empty_strided_cuda((4, 1, 512, 512), (262144, 262144, 512, 1), torch.float32)
            # Unsorted Source Nodes: [mask, attention_mask_1, attention_mask, kv_indices, q_indices, position_ids_1, position_ids, arange, tensor_78], Original ATen: [aten.where, aten.expand, aten.le, aten.unsqueeze, aten.add, aten.arange, aten.lift_fresh, aten.scalar_tensor]
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_arange_expand_le_lift_fresh_scalar_tensor_unsqueeze_where_0.run(buf1, 1048576, stream=stream0)
            buf2 = empty_strided_cuda((1, 1, 512), (512, 512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [arange, position_ids, position_ids_1, q_indices, position_ids_expanded], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten._to_copy]
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_arange_unsqueeze_1.run(buf2, 512, stream=stream0)
            buf3 = empty_strided_cuda((32, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [getitem_82, expand_1, matmul, arange, position_ids, position_ids_1, q_indices, position_ids_expanded], Original ATen: [aten.unsqueeze, aten.expand, aten.bmm, aten.arange, aten.add, aten._to_copy]
            extern_kernels.mm(reinterpret_tensor(primals_40, (32, 1), (1, 1), 0), reinterpret_tensor(buf2, (1, 512), (0, 1), 0), out=buf3)
            del buf2
            del primals_40
            # Unsorted Source Nodes: [tensor_1], Original ATen: [_c10d_functional.all_gather_into_tensor]
            buf4 = torch.ops._c10d_functional.all_gather_into_tensor.default(primals_2, 2, '0')
            assert_size_stride(buf4, (1048576, ), (1, ), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf4, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            # Topologically Sorted Source Nodes: [tensor_8], Original ATen: [_c10d_functional.all_gather_into_tensor]
            buf5 = torch.ops._c10d_functional.all_gather_into_tensor.default(primals_9, 2, '0')
            assert_size_stride(buf5, (1024, ), (1, ), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf5, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            # Topologically Sorted Source Nodes: [outs], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf0)
            del primals_1
            # Topologically Sorted Source Nodes: [outs], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf5)
            del primals_9
            # Topologically Sorted Source Nodes: [tensor_2], Original ATen: [_c10d_functional.all_gather_into_tensor]
            buf13 = torch.ops._c10d_functional.all_gather_into_tensor.default(primals_3, 2, '0')
            assert_size_stride(buf13, (1048576, ), (1, ), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf13, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            buf8 = empty_strided_cuda((4, 512, 1024), (524288, 1024, 1), torch.float32)
            buf14 = empty_strided_cuda((4, 512, 1), (512, 1, 2048), torch.float32)
            buf15 = reinterpret_tensor(buf14, (4, 512, 1), (512, 1, 1), 0); del buf14  # reuse
            buf16 = empty_strided_cuda((4, 512, 1024), (524288, 1024, 1), torch.float32)
            # Unsorted Source Nodes: [inputs_embeds, tensor_39, variance, pow_1, rsqrt, add_3, hidden_states_2, hidden_states_1], Original ATen: [aten.embedding, aten.view, aten.mean, aten.pow, aten.rsqrt, aten.add, aten.mul]
            stream0 = get_raw_stream(0)
            triton_per_fused_add_embedding_mean_mul_pow_rsqrt_view_2.run(buf15, primals_41, buf0, buf5, buf8, buf16, 2048, 1024, stream=stream0)
            del buf0
            # Unsorted Source Nodes: [outs], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf4)
            del primals_2
            buf17 = empty_strided_cuda((2048, 1024), (1024, 1), torch.float32)
            # Unsorted Source Nodes: [linear, hidden_states_2, hidden_states_1, tensor_40], Original ATen: [aten.mm, aten.view, aten.mul, aten.t]
            extern_kernels.mm(reinterpret_tensor(buf16, (2048, 1024), (1024, 1), 0), reinterpret_tensor(buf4, (1024, 1024), (1, 1024), 0), out=buf17)
            # Unsorted Source Nodes: [outs], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf13)
            del primals_3
            # Topologically Sorted Source Nodes: [tensor_3], Original ATen: [_c10d_functional.all_gather_into_tensor]
            buf20 = torch.ops._c10d_functional.all_gather_into_tensor.default(primals_4, 2, '0')
            assert_size_stride(buf20, (1048576, ), (1, ), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf20, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            buf21 = empty_strided_cuda((2048, 1024), (1024, 1), torch.float32)
            # Unsorted Source Nodes: [linear_1, linear, hidden_states_2, hidden_states_1, tensor_41], Original ATen: [aten.mm, aten.view, aten.mul, aten.t]
            extern_kernels.mm(reinterpret_tensor(buf16, (2048, 1024), (1024, 1), 0), reinterpret_tensor(buf13, (1024, 1024), (1, 1024), 0), out=buf21)
            # Unsorted Source Nodes: [outs], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf20)
            del primals_4
            # Topologically Sorted Source Nodes: [tensor_4], Original ATen: [_c10d_functional.all_gather_into_tensor]
            buf24 = torch.ops._c10d_functional.all_gather_into_tensor.default(primals_5, 2, '0')
            assert_size_stride(buf24, (1048576, ), (1, ), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf24, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            buf25 = empty_strided_cuda((2048, 1024), (1024, 1), torch.float32)
            # Unsorted Source Nodes: [linear_2, linear, hidden_states_2, hidden_states_1, tensor_42], Original ATen: [aten.mm, aten.view, aten.mul, aten.t]
            extern_kernels.mm(reinterpret_tensor(buf16, (2048, 1024), (1024, 1), 0), reinterpret_tensor(buf20, (1024, 1024), (1, 1024), 0), out=buf25)
            buf26 = empty_strided_cuda((1, 512, 64), (32768, 64, 1), torch.float32)
            # Unsorted Source Nodes: [sin_1, sin, emb, freqs, matmul], Original ATen: [aten.mul, aten.sin, aten.cat, aten.transpose, aten.bmm]
            stream0 = get_raw_stream(0)
            triton_poi_fused_bmm_cat_mul_sin_transpose_3.run(buf3, buf26, 512, 64, stream=stream0)
            buf27 = empty_strided_cuda((4, 16, 512, 64), (524288, 32768, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [matmul, freqs, emb, cos, cos_1, linear, view_39, query_states, cos_3, sin_3, x1, x2, mul_4, neg, cat_1, mul_5, q_embed, matmul_1], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._unsafe_view, aten.view, aten.unsqueeze, aten.slice, aten.neg, aten.add, aten.clone]
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_add_bmm_cat_clone_cos_mul_neg_slice_transpose_unsqueeze_view_4.run(buf17, buf3, buf26, buf27, 2097152, stream=stream0)
            buf28 = reinterpret_tensor(buf17, (4, 16, 64, 512), (524288, 32768, 512, 1), 0); del buf17  # reuse
            # Topologically Sorted Source Nodes: [matmul, freqs, emb, cos, cos_1, linear_1, view_40, key_states, cos_3, sin_3, x1_1, x2_1, mul_6, neg_1, cat_2, mul_7, k_embed, transpose_4, matmul_1], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._unsafe_view, aten.view, aten.unsqueeze, aten.slice, aten.neg, aten.add, aten.clone]
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_add_bmm_cat_clone_cos_mul_neg_slice_transpose_unsqueeze_view_5.run(buf21, buf3, buf26, buf28, 4096, 512, stream=stream0)
            del buf21
            buf29 = empty_strided_cuda((64, 512, 512), (262144, 512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [matmul, freqs, emb, cos, cos_1, linear, view_39, query_states, linear_1, view_40, key_states, cos_3, sin_3, x1, x2, x1_1, x2_1, mul_4, mul_6, neg, neg_1, cat_1, cat_2, mul_5, mul_7, q_embed, k_embed, transpose_4, matmul_1], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten._unsafe_view, aten.view, aten.unsqueeze, aten.slice, aten.neg, aten.add, aten.clone]
            extern_kernels.bmm(reinterpret_tensor(buf27, (64, 512, 64), (32768, 64, 1), 0), reinterpret_tensor(buf28, (64, 64, 512), (32768, 512, 1), 0), out=buf29)
            buf32 = reinterpret_tensor(buf29, (4, 16, 512, 512), (4194304, 262144, 512, 1), 0); del buf29  # reuse
            # Topologically Sorted Source Nodes: [matmul_1, attn_weights, attn_weights_1, softmax], Original ATen: [aten.view, aten.mul, aten.add, prims.prepare_softmax_online, aten.sub, aten.exp, aten._softmax]
            stream0 = get_raw_stream(0)
            triton_red_fused__softmax_add_exp_mul_prepare_softmax_online_sub_view_6.run(buf32, buf1, 32768, 512, stream=stream0)
            buf33 = empty_strided_cuda((4, 16, 512, 64), (524288, 32768, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_2, view_41, value_states, attn_output], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.clone]
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_clone_transpose_view_7.run(buf25, buf33, 2097152, stream=stream0)
            buf34 = reinterpret_tensor(buf25, (64, 512, 64), (32768, 64, 1), 0); del buf25  # reuse
            # Unsorted Source Nodes: [attn_output, value_states, view_41, linear_2], Original ATen: [aten.bmm, aten.clone, aten.transpose, aten.view, aten._unsafe_view]
            extern_kernels.bmm(reinterpret_tensor(buf32, (64, 512, 512), (262144, 512, 1), 0), reinterpret_tensor(buf33, (64, 512, 64), (32768, 64, 1), 0), out=buf34)
            buf35 = empty_strided_cuda((4, 512, 16, 64), (524288, 1024, 64, 1), torch.float32)
            # Unsorted Source Nodes: [attn_output_1, transpose_5, attn_output], Original ATen: [aten.clone, aten.transpose, aten.view]
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_8.run(buf34, buf35, 2097152, stream=stream0)
            del buf34
            # Unsorted Source Nodes: [outs], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf24)
            del primals_5
            # Topologically Sorted Source Nodes: [tensor_5], Original ATen: [_c10d_functional.all_gather_into_tensor]
            buf38 = torch.ops._c10d_functional.all_gather_into_tensor.default(primals_6, 2, '0')
            assert_size_stride(buf38, (2883584, ), (1, ), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf38, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            buf39 = empty_strided_cuda((2048, 1024), (1024, 1), torch.float32)
            # Unsorted Source Nodes: [attn_output_3, reshape, tensor_43], Original ATen: [aten.mm, aten.view, aten.t]
            extern_kernels.mm(reinterpret_tensor(buf35, (2048, 1024), (1024, 1), 0), reinterpret_tensor(buf24, (1024, 1024), (1, 1024), 0), out=buf39)
            # Unsorted Source Nodes: [tensor_9], Original ATen: [_c10d_functional.all_gather_into_tensor]
            buf40 = torch.ops._c10d_functional.all_gather_into_tensor.default(primals_10, 2, '0')
            assert_size_stride(buf40, (1024, ), (1, ), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf40, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            # Topologically Sorted Source Nodes: [outs], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf38)
            del primals_6
            # Topologically Sorted Source Nodes: [outs], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf40)
            del primals_10
            # Topologically Sorted Source Nodes: [tensor_6], Original ATen: [_c10d_functional.all_gather_into_tensor]
            buf45 = torch.ops._c10d_functional.all_gather_into_tensor.default(primals_7, 2, '0')
            assert_size_stride(buf45, (2883584, ), (1, ), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf45, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            buf46 = empty_strided_cuda((4, 512, 1), (512, 1, 2048), torch.float32)
            buf47 = reinterpret_tensor(buf46, (4, 512, 1), (512, 1, 1), 0); del buf46  # reuse
            buf48 = empty_strided_cuda((4, 512, 1024), (524288, 1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [attn_output_3, hidden_states_3, pow_2, variance_1, add_8, rsqrt_1, hidden_states_5, hidden_states_6], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_9.run(buf47, buf8, buf39, buf40, buf48, 2048, 1024, stream=stream0)
            buf49 = empty_strided_cuda((2048, 2816), (2816, 1), torch.float32)
            # Unsorted Source Nodes: [linear_4, hidden_states_6, hidden_states_5, hidden_states_3, attn_output_3, tensor_44], Original ATen: [aten.mm, aten.view, aten.mul, aten.add, aten._unsafe_view, aten.t]
            extern_kernels.mm(reinterpret_tensor(buf48, (2048, 1024), (1024, 1), 0), reinterpret_tensor(buf38, (1024, 2816), (1, 1024), 0), out=buf49)
            # Unsorted Source Nodes: [outs], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf45)
            del primals_7
            # Topologically Sorted Source Nodes: [tensor_7], Original ATen: [_c10d_functional.all_gather_into_tensor]
            buf52 = torch.ops._c10d_functional.all_gather_into_tensor.default(primals_8, 2, '0')
            assert_size_stride(buf52, (2883584, ), (1, ), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf52, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            buf53 = empty_strided_cuda((2048, 2816), (2816, 1), torch.float32)
            # Unsorted Source Nodes: [linear_5, linear_4, hidden_states_6, hidden_states_5, hidden_states_3, attn_output_3, tensor_45], Original ATen: [aten.mm, aten.view, aten.mul, aten.add, aten._unsafe_view, aten.t]
            extern_kernels.mm(reinterpret_tensor(buf48, (2048, 1024), (1024, 1), 0), reinterpret_tensor(buf45, (1024, 2816), (1, 1024), 0), out=buf53)
            buf54 = empty_strided_cuda((4, 512, 2816), (1441792, 2816, 1), torch.float32)
            # Unsorted Source Nodes: [silu, linear_4], Original ATen: [aten.silu, aten._unsafe_view]
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_silu_10.run(buf49, buf54, 5767168, stream=stream0)
            buf55 = empty_strided_cuda((4, 512, 2816), (1441792, 2816, 1), torch.float32)
            # Unsorted Source Nodes: [mul_11, linear_5], Original ATen: [aten.mul, aten._unsafe_view]
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_mul_11.run(buf54, buf53, buf55, 5767168, stream=stream0)
            del buf54
            # Unsorted Source Nodes: [outs], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf52)
            del primals_8
            # Topologically Sorted Source Nodes: [tensor_10], Original ATen: [_c10d_functional.all_gather_into_tensor]
            buf58 = torch.ops._c10d_functional.all_gather_into_tensor.default(primals_11, 2, '0')
            assert_size_stride(buf58, (1048576, ), (1, ), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf58, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            buf59 = empty_strided_cuda((2048, 1024), (1024, 1), torch.float32)
            # Unsorted Source Nodes: [down_proj, tensor_46], Original ATen: [aten.mm, aten.view, aten.t]
            extern_kernels.mm(reinterpret_tensor(buf55, (2048, 2816), (2816, 1), 0), reinterpret_tensor(buf52, (2816, 1024), (1, 2816), 0), out=buf59)
            # Unsorted Source Nodes: [tensor_17], Original ATen: [_c10d_functional.all_gather_into_tensor]
            buf60 = torch.ops._c10d_functional.all_gather_into_tensor.default(primals_18, 2, '0')
            assert_size_stride(buf60, (1024, ), (1, ), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf60, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            # Topologically Sorted Source Nodes: [outs], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf58)
            del primals_11
            # Topologically Sorted Source Nodes: [outs], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf60)
            del primals_18
            # Topologically Sorted Source Nodes: [tensor_11], Original ATen: [_c10d_functional.all_gather_into_tensor]
            buf65 = torch.ops._c10d_functional.all_gather_into_tensor.default(primals_12, 2, '0')
            assert_size_stride(buf65, (1048576, ), (1, ), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf65, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            buf66 = reinterpret_tensor(buf59, (4, 512, 1024), (524288, 1024, 1), 0); del buf59  # reuse
            buf67 = empty_strided_cuda((4, 512, 1), (512, 1, 2048), torch.float32)
            buf68 = reinterpret_tensor(buf67, (4, 512, 1), (512, 1, 1), 0); del buf67  # reuse
            buf69 = empty_strided_cuda((4, 512, 1024), (524288, 1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [attn_output_3, hidden_states_3, down_proj, hidden_states_7, pow_3, variance_2, add_10, rsqrt_2, hidden_states_9, hidden_states_10], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_12.run(buf66, buf68, buf8, buf39, buf60, buf69, 2048, 1024, stream=stream0)
            buf70 = empty_strided_cuda((2048, 1024), (1024, 1), torch.float32)
            # Unsorted Source Nodes: [linear_7, hidden_states_10, hidden_states_9, tensor_49], Original ATen: [aten.mm, aten.view, aten.mul, aten.t]
            extern_kernels.mm(reinterpret_tensor(buf69, (2048, 1024), (1024, 1), 0), reinterpret_tensor(buf58, (1024, 1024), (1, 1024), 0), out=buf70)
            # Unsorted Source Nodes: [outs], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf65)
            del primals_12
            # Topologically Sorted Source Nodes: [tensor_12], Original ATen: [_c10d_functional.all_gather_into_tensor]
            buf73 = torch.ops._c10d_functional.all_gather_into_tensor.default(primals_13, 2, '0')
            assert_size_stride(buf73, (1048576, ), (1, ), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf73, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            buf74 = empty_strided_cuda((2048, 1024), (1024, 1), torch.float32)
            # Unsorted Source Nodes: [linear_8, linear_7, hidden_states_10, hidden_states_9, tensor_50], Original ATen: [aten.mm, aten.view, aten.mul, aten.t]
            extern_kernels.mm(reinterpret_tensor(buf69, (2048, 1024), (1024, 1), 0), reinterpret_tensor(buf65, (1024, 1024), (1, 1024), 0), out=buf74)
            # Unsorted Source Nodes: [outs], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf73)
            del primals_13
            # Topologically Sorted Source Nodes: [tensor_13], Original ATen: [_c10d_functional.all_gather_into_tensor]
            buf77 = torch.ops._c10d_functional.all_gather_into_tensor.default(primals_14, 2, '0')
            assert_size_stride(buf77, (1048576, ), (1, ), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf77, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            buf78 = empty_strided_cuda((2048, 1024), (1024, 1), torch.float32)
            # Unsorted Source Nodes: [linear_9, linear_7, hidden_states_10, hidden_states_9, tensor_51], Original ATen: [aten.mm, aten.view, aten.mul, aten.t]
            extern_kernels.mm(reinterpret_tensor(buf69, (2048, 1024), (1024, 1), 0), reinterpret_tensor(buf73, (1024, 1024), (1, 1024), 0), out=buf78)
            buf79 = empty_strided_cuda((4, 16, 512, 64), (524288, 32768, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [matmul, freqs, emb, cos, cos_1, cos_3, sin_3, linear_7, view_42, query_states_1, mul_14, x1_2, x2_2, neg_2, cat_5, mul_15, q_embed_1, matmul_3], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten.unsqueeze, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.add, aten.clone]
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_add_bmm_cat_clone_cos_mul_neg_slice_transpose_unsqueeze_view_4.run(buf70, buf3, buf26, buf79, 2097152, stream=stream0)
            buf80 = reinterpret_tensor(buf70, (4, 16, 64, 512), (524288, 32768, 512, 1), 0); del buf70  # reuse
            # Topologically Sorted Source Nodes: [matmul, freqs, emb, cos, cos_1, cos_3, sin_3, linear_8, view_43, key_states_1, mul_16, x1_3, x2_3, neg_3, cat_6, mul_17, k_embed_1, transpose_9, matmul_3], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten.unsqueeze, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.add, aten.clone]
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_add_bmm_cat_clone_cos_mul_neg_slice_transpose_unsqueeze_view_5.run(buf74, buf3, buf26, buf80, 4096, 512, stream=stream0)
            del buf74
            buf81 = empty_strided_cuda((64, 512, 512), (262144, 512, 1), torch.float32)
            # Unsorted Source Nodes: [matmul_3, q_embed_1, mul_14, query_states_1, view_42, linear_7, cos_3, cos_1, cos, emb, freqs, matmul, mul_15, cat_5, neg_2, x2_2, x1_2, sin_3, transpose_9, k_embed_1, mul_16, key_states_1, view_43, linear_8, mul_17, cat_6, neg_3, x2_3, x1_3], Original ATen: [aten.bmm, aten._unsafe_view, aten.clone, aten.add, aten.mul, aten.transpose, aten.view, aten.unsqueeze, aten.cos, aten.cat, aten.neg, aten.slice]
            extern_kernels.bmm(reinterpret_tensor(buf79, (64, 512, 64), (32768, 64, 1), 0), reinterpret_tensor(buf80, (64, 64, 512), (32768, 512, 1), 0), out=buf81)
            buf84 = empty_strided_cuda((4, 16, 512, 512), (4194304, 262144, 512, 1), torch.float32)
            # Unsorted Source Nodes: [attn_weights_5, attn_weights_4, matmul_3, softmax_1], Original ATen: [prims.prepare_softmax_online, aten.add, aten.mul, aten.view, aten._softmax, aten.exp, aten.sub]
            stream0 = get_raw_stream(0)
            triton_red_fused__softmax_add_exp_mul_prepare_softmax_online_sub_view_13.run(buf81, buf1, buf84, 32768, 512, stream=stream0)
            del buf81
            buf85 = empty_strided_cuda((4, 16, 512, 64), (524288, 32768, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_9, view_44, value_states_1, attn_output_4], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.clone]
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_clone_transpose_view_7.run(buf78, buf85, 2097152, stream=stream0)
            buf86 = reinterpret_tensor(buf78, (64, 512, 64), (32768, 64, 1), 0); del buf78  # reuse
            # Unsorted Source Nodes: [attn_output_4, value_states_1, view_44, linear_9], Original ATen: [aten.bmm, aten.clone, aten.transpose, aten.view, aten._unsafe_view]
            extern_kernels.bmm(reinterpret_tensor(buf84, (64, 512, 512), (262144, 512, 1), 0), reinterpret_tensor(buf85, (64, 512, 64), (32768, 64, 1), 0), out=buf86)
            buf87 = empty_strided_cuda((4, 512, 16, 64), (524288, 1024, 64, 1), torch.float32)
            # Unsorted Source Nodes: [attn_output_5, transpose_10, attn_output_4], Original ATen: [aten.clone, aten.transpose, aten.view]
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_8.run(buf86, buf87, 2097152, stream=stream0)
            del buf86
            # Unsorted Source Nodes: [outs], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf77)
            del primals_14
            # Topologically Sorted Source Nodes: [tensor_14], Original ATen: [_c10d_functional.all_gather_into_tensor]
            buf90 = torch.ops._c10d_functional.all_gather_into_tensor.default(primals_15, 2, '0')
            assert_size_stride(buf90, (2883584, ), (1, ), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf90, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            buf91 = empty_strided_cuda((2048, 1024), (1024, 1), torch.float32)
            # Unsorted Source Nodes: [attn_output_7, reshape_1, tensor_52], Original ATen: [aten.mm, aten.view, aten.t]
            extern_kernels.mm(reinterpret_tensor(buf87, (2048, 1024), (1024, 1), 0), reinterpret_tensor(buf77, (1024, 1024), (1, 1024), 0), out=buf91)
            # Unsorted Source Nodes: [tensor_18], Original ATen: [_c10d_functional.all_gather_into_tensor]
            buf92 = torch.ops._c10d_functional.all_gather_into_tensor.default(primals_19, 2, '0')
            assert_size_stride(buf92, (1024, ), (1, ), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf92, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            # Topologically Sorted Source Nodes: [outs], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf90)
            del primals_15
            # Topologically Sorted Source Nodes: [outs], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf92)
            del primals_19
            # Topologically Sorted Source Nodes: [tensor_15], Original ATen: [_c10d_functional.all_gather_into_tensor]
            buf97 = torch.ops._c10d_functional.all_gather_into_tensor.default(primals_16, 2, '0')
            assert_size_stride(buf97, (2883584, ), (1, ), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf97, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            buf98 = reinterpret_tensor(buf91, (4, 512, 1024), (524288, 1024, 1), 0); del buf91  # reuse
            buf99 = empty_strided_cuda((4, 512, 1), (512, 1, 2048), torch.float32)
            buf100 = reinterpret_tensor(buf99, (4, 512, 1), (512, 1, 1), 0); del buf99  # reuse
            buf101 = empty_strided_cuda((4, 512, 1024), (524288, 1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [attn_output_7, hidden_states_11, pow_4, variance_3, add_15, rsqrt_3, hidden_states_13, hidden_states_14], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_14.run(buf98, buf100, buf66, buf92, buf101, 2048, 1024, stream=stream0)
            buf102 = empty_strided_cuda((2048, 2816), (2816, 1), torch.float32)
            # Unsorted Source Nodes: [linear_11, hidden_states_14, hidden_states_13, tensor_53], Original ATen: [aten.mm, aten.view, aten.mul, aten.t]
            extern_kernels.mm(reinterpret_tensor(buf101, (2048, 1024), (1024, 1), 0), reinterpret_tensor(buf90, (1024, 2816), (1, 1024), 0), out=buf102)
            # Unsorted Source Nodes: [outs], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf97)
            del primals_16
            # Topologically Sorted Source Nodes: [tensor_16], Original ATen: [_c10d_functional.all_gather_into_tensor]
            buf105 = torch.ops._c10d_functional.all_gather_into_tensor.default(primals_17, 2, '0')
            assert_size_stride(buf105, (2883584, ), (1, ), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf105, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            buf106 = empty_strided_cuda((2048, 2816), (2816, 1), torch.float32)
            # Unsorted Source Nodes: [linear_12, linear_11, hidden_states_14, hidden_states_13, tensor_54], Original ATen: [aten.mm, aten.view, aten.mul, aten.t]
            extern_kernels.mm(reinterpret_tensor(buf101, (2048, 1024), (1024, 1), 0), reinterpret_tensor(buf97, (1024, 2816), (1, 1024), 0), out=buf106)
            buf107 = empty_strided_cuda((4, 512, 2816), (1441792, 2816, 1), torch.float32)
            # Unsorted Source Nodes: [silu_1, linear_11], Original ATen: [aten.silu, aten._unsafe_view]
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_silu_10.run(buf102, buf107, 5767168, stream=stream0)
            buf108 = empty_strided_cuda((4, 512, 2816), (1441792, 2816, 1), torch.float32)
            # Unsorted Source Nodes: [mul_21, linear_12], Original ATen: [aten.mul, aten._unsafe_view]
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_mul_11.run(buf107, buf106, buf108, 5767168, stream=stream0)
            del buf107
            # Unsorted Source Nodes: [outs], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf105)
            del primals_17
            # Topologically Sorted Source Nodes: [tensor_19], Original ATen: [_c10d_functional.all_gather_into_tensor]
            buf111 = torch.ops._c10d_functional.all_gather_into_tensor.default(primals_20, 2, '0')
            assert_size_stride(buf111, (1048576, ), (1, ), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf111, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            buf112 = empty_strided_cuda((2048, 1024), (1024, 1), torch.float32)
            # Unsorted Source Nodes: [down_proj_1, tensor_55], Original ATen: [aten.mm, aten.view, aten.t]
            extern_kernels.mm(reinterpret_tensor(buf108, (2048, 2816), (2816, 1), 0), reinterpret_tensor(buf105, (2816, 1024), (1, 2816), 0), out=buf112)
            # Unsorted Source Nodes: [tensor_26], Original ATen: [_c10d_functional.all_gather_into_tensor]
            buf113 = torch.ops._c10d_functional.all_gather_into_tensor.default(primals_27, 2, '0')
            assert_size_stride(buf113, (1024, ), (1, ), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf113, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            # Topologically Sorted Source Nodes: [outs], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf111)
            del primals_20
            # Topologically Sorted Source Nodes: [outs], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf113)
            del primals_27
            # Topologically Sorted Source Nodes: [tensor_20], Original ATen: [_c10d_functional.all_gather_into_tensor]
            buf118 = torch.ops._c10d_functional.all_gather_into_tensor.default(primals_21, 2, '0')
            assert_size_stride(buf118, (1048576, ), (1, ), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf118, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            buf119 = reinterpret_tensor(buf112, (4, 512, 1024), (524288, 1024, 1), 0); del buf112  # reuse
            buf120 = empty_strided_cuda((4, 512, 1), (512, 1, 2048), torch.float32)
            buf121 = reinterpret_tensor(buf120, (4, 512, 1), (512, 1, 1), 0); del buf120  # reuse
            buf122 = empty_strided_cuda((4, 512, 1024), (524288, 1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [down_proj_1, hidden_states_15, pow_5, variance_4, add_17, rsqrt_4, hidden_states_17, hidden_states_18], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_14.run(buf119, buf121, buf98, buf113, buf122, 2048, 1024, stream=stream0)
            buf123 = empty_strided_cuda((2048, 1024), (1024, 1), torch.float32)
            # Unsorted Source Nodes: [linear_14, hidden_states_18, hidden_states_17, tensor_58], Original ATen: [aten.mm, aten.view, aten.mul, aten.t]
            extern_kernels.mm(reinterpret_tensor(buf122, (2048, 1024), (1024, 1), 0), reinterpret_tensor(buf111, (1024, 1024), (1, 1024), 0), out=buf123)
            # Unsorted Source Nodes: [outs], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf118)
            del primals_21
            # Topologically Sorted Source Nodes: [tensor_21], Original ATen: [_c10d_functional.all_gather_into_tensor]
            buf126 = torch.ops._c10d_functional.all_gather_into_tensor.default(primals_22, 2, '0')
            assert_size_stride(buf126, (1048576, ), (1, ), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf126, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            buf127 = empty_strided_cuda((2048, 1024), (1024, 1), torch.float32)
            # Unsorted Source Nodes: [linear_15, linear_14, hidden_states_18, hidden_states_17, tensor_59], Original ATen: [aten.mm, aten.view, aten.mul, aten.t]
            extern_kernels.mm(reinterpret_tensor(buf122, (2048, 1024), (1024, 1), 0), reinterpret_tensor(buf118, (1024, 1024), (1, 1024), 0), out=buf127)
            # Unsorted Source Nodes: [outs], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf126)
            del primals_22
            # Topologically Sorted Source Nodes: [tensor_22], Original ATen: [_c10d_functional.all_gather_into_tensor]
            buf130 = torch.ops._c10d_functional.all_gather_into_tensor.default(primals_23, 2, '0')
            assert_size_stride(buf130, (1048576, ), (1, ), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf130, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            buf131 = empty_strided_cuda((2048, 1024), (1024, 1), torch.float32)
            # Unsorted Source Nodes: [linear_16, linear_14, hidden_states_18, hidden_states_17, tensor_60], Original ATen: [aten.mm, aten.view, aten.mul, aten.t]
            extern_kernels.mm(reinterpret_tensor(buf122, (2048, 1024), (1024, 1), 0), reinterpret_tensor(buf126, (1024, 1024), (1, 1024), 0), out=buf131)
            buf132 = empty_strided_cuda((4, 16, 512, 64), (524288, 32768, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [matmul, freqs, emb, cos, cos_1, cos_3, sin_3, linear_14, view_45, query_states_2, mul_24, x1_4, x2_4, neg_4, cat_9, mul_25, q_embed_2, matmul_5], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten.unsqueeze, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.add, aten.clone]
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_add_bmm_cat_clone_cos_mul_neg_slice_transpose_unsqueeze_view_4.run(buf123, buf3, buf26, buf132, 2097152, stream=stream0)
            buf133 = reinterpret_tensor(buf123, (4, 16, 64, 512), (524288, 32768, 512, 1), 0); del buf123  # reuse
            # Topologically Sorted Source Nodes: [matmul, freqs, emb, cos, cos_1, cos_3, sin_3, linear_15, view_46, key_states_2, mul_26, x1_5, x2_5, neg_5, cat_10, mul_27, k_embed_2, transpose_14, matmul_5], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten.unsqueeze, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.add, aten.clone]
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_add_bmm_cat_clone_cos_mul_neg_slice_transpose_unsqueeze_view_5.run(buf127, buf3, buf26, buf133, 4096, 512, stream=stream0)
            del buf127
            buf134 = empty_strided_cuda((64, 512, 512), (262144, 512, 1), torch.float32)
            # Unsorted Source Nodes: [matmul_5, q_embed_2, mul_24, query_states_2, view_45, linear_14, cos_3, cos_1, cos, emb, freqs, matmul, mul_25, cat_9, neg_4, x2_4, x1_4, sin_3, transpose_14, k_embed_2, mul_26, key_states_2, view_46, linear_15, mul_27, cat_10, neg_5, x2_5, x1_5], Original ATen: [aten.bmm, aten._unsafe_view, aten.clone, aten.add, aten.mul, aten.transpose, aten.view, aten.unsqueeze, aten.cos, aten.cat, aten.neg, aten.slice]
            extern_kernels.bmm(reinterpret_tensor(buf132, (64, 512, 64), (32768, 64, 1), 0), reinterpret_tensor(buf133, (64, 64, 512), (32768, 512, 1), 0), out=buf134)
            buf137 = empty_strided_cuda((4, 16, 512, 512), (4194304, 262144, 512, 1), torch.float32)
            # Unsorted Source Nodes: [attn_weights_9, attn_weights_8, matmul_5, softmax_2], Original ATen: [prims.prepare_softmax_online, aten.add, aten.mul, aten.view, aten._softmax, aten.exp, aten.sub]
            stream0 = get_raw_stream(0)
            triton_red_fused__softmax_add_exp_mul_prepare_softmax_online_sub_view_13.run(buf134, buf1, buf137, 32768, 512, stream=stream0)
            del buf134
            buf138 = empty_strided_cuda((4, 16, 512, 64), (524288, 32768, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_16, view_47, value_states_2, attn_output_8], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.clone]
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_clone_transpose_view_7.run(buf131, buf138, 2097152, stream=stream0)
            buf139 = reinterpret_tensor(buf131, (64, 512, 64), (32768, 64, 1), 0); del buf131  # reuse
            # Unsorted Source Nodes: [attn_output_8, value_states_2, view_47, linear_16], Original ATen: [aten.bmm, aten.clone, aten.transpose, aten.view, aten._unsafe_view]
            extern_kernels.bmm(reinterpret_tensor(buf137, (64, 512, 512), (262144, 512, 1), 0), reinterpret_tensor(buf138, (64, 512, 64), (32768, 64, 1), 0), out=buf139)
            buf140 = empty_strided_cuda((4, 512, 16, 64), (524288, 1024, 64, 1), torch.float32)
            # Unsorted Source Nodes: [attn_output_9, transpose_15, attn_output_8], Original ATen: [aten.clone, aten.transpose, aten.view]
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_8.run(buf139, buf140, 2097152, stream=stream0)
            del buf139
            # Unsorted Source Nodes: [outs], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf130)
            del primals_23
            # Topologically Sorted Source Nodes: [tensor_23], Original ATen: [_c10d_functional.all_gather_into_tensor]
            buf143 = torch.ops._c10d_functional.all_gather_into_tensor.default(primals_24, 2, '0')
            assert_size_stride(buf143, (2883584, ), (1, ), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf143, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            buf144 = empty_strided_cuda((2048, 1024), (1024, 1), torch.float32)
            # Unsorted Source Nodes: [attn_output_11, reshape_2, tensor_61], Original ATen: [aten.mm, aten.view, aten.t]
            extern_kernels.mm(reinterpret_tensor(buf140, (2048, 1024), (1024, 1), 0), reinterpret_tensor(buf130, (1024, 1024), (1, 1024), 0), out=buf144)
            # Unsorted Source Nodes: [tensor_27], Original ATen: [_c10d_functional.all_gather_into_tensor]
            buf145 = torch.ops._c10d_functional.all_gather_into_tensor.default(primals_28, 2, '0')
            assert_size_stride(buf145, (1024, ), (1, ), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf145, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            # Topologically Sorted Source Nodes: [outs], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf143)
            del primals_24
            # Topologically Sorted Source Nodes: [outs], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf145)
            del primals_28
            # Topologically Sorted Source Nodes: [tensor_24], Original ATen: [_c10d_functional.all_gather_into_tensor]
            buf150 = torch.ops._c10d_functional.all_gather_into_tensor.default(primals_25, 2, '0')
            assert_size_stride(buf150, (2883584, ), (1, ), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf150, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            buf151 = reinterpret_tensor(buf144, (4, 512, 1024), (524288, 1024, 1), 0); del buf144  # reuse
            buf152 = empty_strided_cuda((4, 512, 1), (512, 1, 2048), torch.float32)
            buf153 = reinterpret_tensor(buf152, (4, 512, 1), (512, 1, 1), 0); del buf152  # reuse
            buf154 = empty_strided_cuda((4, 512, 1024), (524288, 1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [attn_output_11, hidden_states_19, pow_6, variance_5, add_22, rsqrt_5, hidden_states_21, hidden_states_22], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_14.run(buf151, buf153, buf119, buf145, buf154, 2048, 1024, stream=stream0)
            buf155 = empty_strided_cuda((2048, 2816), (2816, 1), torch.float32)
            # Unsorted Source Nodes: [linear_18, hidden_states_22, hidden_states_21, tensor_62], Original ATen: [aten.mm, aten.view, aten.mul, aten.t]
            extern_kernels.mm(reinterpret_tensor(buf154, (2048, 1024), (1024, 1), 0), reinterpret_tensor(buf143, (1024, 2816), (1, 1024), 0), out=buf155)
            # Unsorted Source Nodes: [outs], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf150)
            del primals_25
            # Topologically Sorted Source Nodes: [tensor_25], Original ATen: [_c10d_functional.all_gather_into_tensor]
            buf158 = torch.ops._c10d_functional.all_gather_into_tensor.default(primals_26, 2, '0')
            assert_size_stride(buf158, (2883584, ), (1, ), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf158, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            buf159 = empty_strided_cuda((2048, 2816), (2816, 1), torch.float32)
            # Unsorted Source Nodes: [linear_19, linear_18, hidden_states_22, hidden_states_21, tensor_63], Original ATen: [aten.mm, aten.view, aten.mul, aten.t]
            extern_kernels.mm(reinterpret_tensor(buf154, (2048, 1024), (1024, 1), 0), reinterpret_tensor(buf150, (1024, 2816), (1, 1024), 0), out=buf159)
            buf160 = empty_strided_cuda((4, 512, 2816), (1441792, 2816, 1), torch.float32)
            # Unsorted Source Nodes: [silu_2, linear_18], Original ATen: [aten.silu, aten._unsafe_view]
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_silu_10.run(buf155, buf160, 5767168, stream=stream0)
            buf161 = empty_strided_cuda((4, 512, 2816), (1441792, 2816, 1), torch.float32)
            # Unsorted Source Nodes: [mul_31, linear_19], Original ATen: [aten.mul, aten._unsafe_view]
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_mul_11.run(buf160, buf159, buf161, 5767168, stream=stream0)
            del buf160
            # Unsorted Source Nodes: [outs], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf158)
            del primals_26
            # Topologically Sorted Source Nodes: [tensor_28], Original ATen: [_c10d_functional.all_gather_into_tensor]
            buf164 = torch.ops._c10d_functional.all_gather_into_tensor.default(primals_29, 2, '0')
            assert_size_stride(buf164, (1048576, ), (1, ), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf164, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            buf165 = empty_strided_cuda((2048, 1024), (1024, 1), torch.float32)
            # Unsorted Source Nodes: [down_proj_2, tensor_64], Original ATen: [aten.mm, aten.view, aten.t]
            extern_kernels.mm(reinterpret_tensor(buf161, (2048, 2816), (2816, 1), 0), reinterpret_tensor(buf158, (2816, 1024), (1, 2816), 0), out=buf165)
            # Unsorted Source Nodes: [tensor_35], Original ATen: [_c10d_functional.all_gather_into_tensor]
            buf166 = torch.ops._c10d_functional.all_gather_into_tensor.default(primals_36, 2, '0')
            assert_size_stride(buf166, (1024, ), (1, ), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf166, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            # Topologically Sorted Source Nodes: [outs], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf164)
            del primals_29
            # Topologically Sorted Source Nodes: [outs], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf166)
            del primals_36
            # Topologically Sorted Source Nodes: [tensor_29], Original ATen: [_c10d_functional.all_gather_into_tensor]
            buf171 = torch.ops._c10d_functional.all_gather_into_tensor.default(primals_30, 2, '0')
            assert_size_stride(buf171, (1048576, ), (1, ), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf171, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            buf172 = reinterpret_tensor(buf165, (4, 512, 1024), (524288, 1024, 1), 0); del buf165  # reuse
            buf173 = empty_strided_cuda((4, 512, 1), (512, 1, 2048), torch.float32)
            buf174 = reinterpret_tensor(buf173, (4, 512, 1), (512, 1, 1), 0); del buf173  # reuse
            buf175 = empty_strided_cuda((4, 512, 1024), (524288, 1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [down_proj_2, hidden_states_23, pow_7, variance_6, add_24, rsqrt_6, hidden_states_25, hidden_states_26], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_14.run(buf172, buf174, buf151, buf166, buf175, 2048, 1024, stream=stream0)
            buf176 = empty_strided_cuda((2048, 1024), (1024, 1), torch.float32)
            # Unsorted Source Nodes: [linear_21, hidden_states_26, hidden_states_25, tensor_67], Original ATen: [aten.mm, aten.view, aten.mul, aten.t]
            extern_kernels.mm(reinterpret_tensor(buf175, (2048, 1024), (1024, 1), 0), reinterpret_tensor(buf164, (1024, 1024), (1, 1024), 0), out=buf176)
            # Unsorted Source Nodes: [outs], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf171)
            del primals_30
            # Topologically Sorted Source Nodes: [tensor_30], Original ATen: [_c10d_functional.all_gather_into_tensor]
            buf179 = torch.ops._c10d_functional.all_gather_into_tensor.default(primals_31, 2, '0')
            assert_size_stride(buf179, (1048576, ), (1, ), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf179, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            buf180 = empty_strided_cuda((2048, 1024), (1024, 1), torch.float32)
            # Unsorted Source Nodes: [linear_22, linear_21, hidden_states_26, hidden_states_25, tensor_68], Original ATen: [aten.mm, aten.view, aten.mul, aten.t]
            extern_kernels.mm(reinterpret_tensor(buf175, (2048, 1024), (1024, 1), 0), reinterpret_tensor(buf171, (1024, 1024), (1, 1024), 0), out=buf180)
            # Unsorted Source Nodes: [outs], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf179)
            del primals_31
            # Topologically Sorted Source Nodes: [tensor_31], Original ATen: [_c10d_functional.all_gather_into_tensor]
            buf183 = torch.ops._c10d_functional.all_gather_into_tensor.default(primals_32, 2, '0')
            assert_size_stride(buf183, (1048576, ), (1, ), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf183, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            buf184 = empty_strided_cuda((2048, 1024), (1024, 1), torch.float32)
            # Unsorted Source Nodes: [linear_23, linear_21, hidden_states_26, hidden_states_25, tensor_69], Original ATen: [aten.mm, aten.view, aten.mul, aten.t]
            extern_kernels.mm(reinterpret_tensor(buf175, (2048, 1024), (1024, 1), 0), reinterpret_tensor(buf179, (1024, 1024), (1, 1024), 0), out=buf184)
            buf185 = empty_strided_cuda((4, 16, 512, 64), (524288, 32768, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [matmul, freqs, emb, cos, cos_1, cos_3, sin_3, linear_21, view_48, query_states_3, mul_34, x1_6, x2_6, neg_6, cat_13, mul_35, q_embed_3, matmul_7], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten.unsqueeze, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.add, aten.clone]
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_add_bmm_cat_clone_cos_mul_neg_slice_transpose_unsqueeze_view_4.run(buf176, buf3, buf26, buf185, 2097152, stream=stream0)
            buf186 = reinterpret_tensor(buf176, (4, 16, 64, 512), (524288, 32768, 512, 1), 0); del buf176  # reuse
            # Topologically Sorted Source Nodes: [matmul, freqs, emb, cos, cos_1, cos_3, sin_3, linear_22, view_49, key_states_3, mul_36, x1_7, x2_7, neg_7, cat_14, mul_37, k_embed_3, transpose_19, matmul_7], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten.unsqueeze, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.add, aten.clone]
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_add_bmm_cat_clone_cos_mul_neg_slice_transpose_unsqueeze_view_5.run(buf180, buf3, buf26, buf186, 4096, 512, stream=stream0)
            del buf180
            del buf26
            buf187 = empty_strided_cuda((64, 512, 512), (262144, 512, 1), torch.float32)
            # Unsorted Source Nodes: [matmul_7, q_embed_3, mul_34, query_states_3, view_48, linear_21, cos_3, cos_1, cos, emb, freqs, matmul, mul_35, cat_13, neg_6, x2_6, x1_6, sin_3, transpose_19, k_embed_3, mul_36, key_states_3, view_49, linear_22, mul_37, cat_14, neg_7, x2_7, x1_7], Original ATen: [aten.bmm, aten._unsafe_view, aten.clone, aten.add, aten.mul, aten.transpose, aten.view, aten.unsqueeze, aten.cos, aten.cat, aten.neg, aten.slice]
            extern_kernels.bmm(reinterpret_tensor(buf185, (64, 512, 64), (32768, 64, 1), 0), reinterpret_tensor(buf186, (64, 64, 512), (32768, 512, 1), 0), out=buf187)
            buf190 = empty_strided_cuda((4, 16, 512, 512), (4194304, 262144, 512, 1), torch.float32)
            # Unsorted Source Nodes: [attn_weights_13, attn_weights_12, matmul_7, softmax_3], Original ATen: [prims.prepare_softmax_online, aten.add, aten.mul, aten.view, aten._softmax, aten.exp, aten.sub]
            stream0 = get_raw_stream(0)
            triton_red_fused__softmax_add_exp_mul_prepare_softmax_online_sub_view_13.run(buf187, buf1, buf190, 32768, 512, stream=stream0)
            del buf1
            del buf187
            buf191 = empty_strided_cuda((4, 16, 512, 64), (524288, 32768, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_23, view_50, value_states_3, attn_output_12], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.clone]
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_clone_transpose_view_7.run(buf184, buf191, 2097152, stream=stream0)
            buf192 = reinterpret_tensor(buf184, (64, 512, 64), (32768, 64, 1), 0); del buf184  # reuse
            # Unsorted Source Nodes: [attn_output_12, value_states_3, view_50, linear_23], Original ATen: [aten.bmm, aten.clone, aten.transpose, aten.view, aten._unsafe_view]
            extern_kernels.bmm(reinterpret_tensor(buf190, (64, 512, 512), (262144, 512, 1), 0), reinterpret_tensor(buf191, (64, 512, 64), (32768, 64, 1), 0), out=buf192)
            buf193 = empty_strided_cuda((4, 512, 16, 64), (524288, 1024, 64, 1), torch.float32)
            # Unsorted Source Nodes: [attn_output_13, transpose_20, attn_output_12], Original ATen: [aten.clone, aten.transpose, aten.view]
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_8.run(buf192, buf193, 2097152, stream=stream0)
            del buf192
            # Unsorted Source Nodes: [outs], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf183)
            del primals_32
            # Topologically Sorted Source Nodes: [tensor_32], Original ATen: [_c10d_functional.all_gather_into_tensor]
            buf196 = torch.ops._c10d_functional.all_gather_into_tensor.default(primals_33, 2, '0')
            assert_size_stride(buf196, (2883584, ), (1, ), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf196, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            buf197 = empty_strided_cuda((2048, 1024), (1024, 1), torch.float32)
            # Unsorted Source Nodes: [attn_output_15, reshape_3, tensor_70], Original ATen: [aten.mm, aten.view, aten.t]
            extern_kernels.mm(reinterpret_tensor(buf193, (2048, 1024), (1024, 1), 0), reinterpret_tensor(buf183, (1024, 1024), (1, 1024), 0), out=buf197)
            # Unsorted Source Nodes: [tensor_36], Original ATen: [_c10d_functional.all_gather_into_tensor]
            buf198 = torch.ops._c10d_functional.all_gather_into_tensor.default(primals_37, 2, '0')
            assert_size_stride(buf198, (1024, ), (1, ), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf198, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            # Topologically Sorted Source Nodes: [outs], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf196)
            del primals_33
            # Topologically Sorted Source Nodes: [outs], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf198)
            del primals_37
            # Topologically Sorted Source Nodes: [tensor_33], Original ATen: [_c10d_functional.all_gather_into_tensor]
            buf203 = torch.ops._c10d_functional.all_gather_into_tensor.default(primals_34, 2, '0')
            assert_size_stride(buf203, (2883584, ), (1, ), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf203, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            buf204 = reinterpret_tensor(buf197, (4, 512, 1024), (524288, 1024, 1), 0); del buf197  # reuse
            buf205 = empty_strided_cuda((4, 512, 1), (512, 1, 2048), torch.float32)
            buf206 = reinterpret_tensor(buf205, (4, 512, 1), (512, 1, 1), 0); del buf205  # reuse
            buf207 = empty_strided_cuda((4, 512, 1024), (524288, 1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [attn_output_15, hidden_states_27, pow_8, variance_7, add_29, rsqrt_7, hidden_states_29, hidden_states_30], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_14.run(buf204, buf206, buf172, buf198, buf207, 2048, 1024, stream=stream0)
            buf208 = empty_strided_cuda((2048, 2816), (2816, 1), torch.float32)
            # Unsorted Source Nodes: [linear_25, hidden_states_30, hidden_states_29, tensor_71], Original ATen: [aten.mm, aten.view, aten.mul, aten.t]
            extern_kernels.mm(reinterpret_tensor(buf207, (2048, 1024), (1024, 1), 0), reinterpret_tensor(buf196, (1024, 2816), (1, 1024), 0), out=buf208)
            # Unsorted Source Nodes: [outs], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf203)
            del primals_34
            # Topologically Sorted Source Nodes: [tensor_34], Original ATen: [_c10d_functional.all_gather_into_tensor]
            buf211 = torch.ops._c10d_functional.all_gather_into_tensor.default(primals_35, 2, '0')
            assert_size_stride(buf211, (2883584, ), (1, ), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf211, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            buf212 = empty_strided_cuda((2048, 2816), (2816, 1), torch.float32)
            # Unsorted Source Nodes: [linear_26, linear_25, hidden_states_30, hidden_states_29, tensor_72], Original ATen: [aten.mm, aten.view, aten.mul, aten.t]
            extern_kernels.mm(reinterpret_tensor(buf207, (2048, 1024), (1024, 1), 0), reinterpret_tensor(buf203, (1024, 2816), (1, 1024), 0), out=buf212)
            buf213 = empty_strided_cuda((4, 512, 2816), (1441792, 2816, 1), torch.float32)
            # Unsorted Source Nodes: [silu_3, linear_25], Original ATen: [aten.silu, aten._unsafe_view]
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_silu_10.run(buf208, buf213, 5767168, stream=stream0)
            buf214 = empty_strided_cuda((4, 512, 2816), (1441792, 2816, 1), torch.float32)
            # Unsorted Source Nodes: [mul_41, linear_26], Original ATen: [aten.mul, aten._unsafe_view]
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_mul_11.run(buf213, buf212, buf214, 5767168, stream=stream0)
            del buf213
            # Unsorted Source Nodes: [outs], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf211)
            del primals_35
            # Topologically Sorted Source Nodes: [tensor_37], Original ATen: [_c10d_functional.all_gather_into_tensor]
            buf217 = torch.ops._c10d_functional.all_gather_into_tensor.default(primals_38, 2, '0')
            assert_size_stride(buf217, (1024, ), (1, ), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf217, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            # Topologically Sorted Source Nodes: [tensor_38], Original ATen: [_c10d_functional.all_gather_into_tensor]
            buf218 = torch.ops._c10d_functional.all_gather_into_tensor.default(primals_39, 2, '0')
            assert_size_stride(buf218, (8388608, ), (1, ), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf218, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            buf219 = empty_strided_cuda((2048, 1024), (1024, 1), torch.float32)
            # Unsorted Source Nodes: [down_proj_3, tensor_73], Original ATen: [aten.mm, aten.view, aten.t]
            extern_kernels.mm(reinterpret_tensor(buf214, (2048, 2816), (2816, 1), 0), reinterpret_tensor(buf211, (2816, 1024), (1, 2816), 0), out=buf219)
            # Unsorted Source Nodes: [outs], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf217)
            del primals_38
            buf222 = empty_strided_cuda((4, 512, 1024), (524288, 1024, 1), torch.float32)
            buf223 = empty_strided_cuda((4, 512, 1), (512, 1, 2048), torch.float32)
            buf224 = reinterpret_tensor(buf223, (4, 512, 1), (512, 1, 1), 0); del buf223  # reuse
            buf225 = empty_strided_cuda((4, 512, 1024), (524288, 1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [down_proj_3, hidden_states_31, pow_9, variance_8, add_31, rsqrt_8, hidden_states_33, hidden_states_34], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_15.run(buf224, buf204, buf219, buf217, buf222, buf225, 2048, 1024, stream=stream0)
            del buf219
            # Topologically Sorted Source Nodes: [outs], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf218)
            del primals_39
            buf228 = empty_strided_cuda((2048, 8192), (8192, 1), torch.float32)
            # Unsorted Source Nodes: [logits, hidden_states_34, hidden_states_33, tensor_77], Original ATen: [aten.mm, aten.view, aten.mul, aten.t]
            extern_kernels.mm(reinterpret_tensor(buf225, (2048, 1024), (1024, 1), 0), reinterpret_tensor(buf218, (1024, 8192), (1, 1024), 0), out=buf228)
            buf229 = empty_strided_cuda((4, 513), (513, 1), torch.int64)
            # Topologically Sorted Source Nodes: [labels], Original ATen: [aten.constant_pad_nd]
            stream0 = get_raw_stream(0)
            triton_poi_fused_constant_pad_nd_16.run(primals_42, buf229, 2052, stream=stream0)
            del primals_42
            buf230 = empty_strided_cuda((2048, 1), (1, 1), torch.float32)
            buf231 = empty_strided_cuda((2048, 1), (1, 2048), torch.float32)
            buf232 = reinterpret_tensor(buf231, (2048, 1), (1, 1), 0); del buf231  # reuse
            # Topologically Sorted Source Nodes: [loss], Original ATen: [prims.prepare_softmax_online, aten._log_softmax]
            stream0 = get_raw_stream(0)
            triton_red_fused__log_softmax_prepare_softmax_online_17.run(buf232, buf228, buf230, 2048, 8192, stream=stream0)
            buf235 = empty_strided_cuda((), (), torch.float32)
            buf234 = empty_strided_cuda((), (), torch.float32)
            buf236 = buf235; del buf235  # reuse
            # Topologically Sorted Source Nodes: [tensor_78, getitem_101, shift_labels, shift_labels_1, loss, truediv], Original ATen: [aten.lift_fresh, aten.slice, aten.clone, aten.view, aten.sub, aten.nll_loss_forward, aten._log_softmax, aten.div]
            stream0 = get_raw_stream(0)
            triton_red_fused__log_softmax_clone_div_lift_fresh_nll_loss_forward_slice_sub_view_18.run(buf236, buf229, buf228, buf230, buf232, buf234, 1, 2048, stream=stream0)
        return (buf236, primals_41, buf5, buf40, buf60, buf92, buf113, buf145, buf166, buf198, buf217, buf8, buf3, buf15, reinterpret_tensor(buf16, (2048, 1024), (1024, 1), 0), buf32, reinterpret_tensor(buf35, (2048, 1024), (1024, 1), 0), buf39, buf47, reinterpret_tensor(buf48, (2048, 1024), (1024, 1), 0), buf49, buf53, reinterpret_tensor(buf55, (2048, 2816), (2816, 1), 0), buf66, buf68, reinterpret_tensor(buf69, (2048, 1024), (1024, 1), 0), buf84, reinterpret_tensor(buf87, (2048, 1024), (1024, 1), 0), buf98, buf100, reinterpret_tensor(buf101, (2048, 1024), (1024, 1), 0), buf102, buf106, reinterpret_tensor(buf108, (2048, 2816), (2816, 1), 0), buf119, buf121, reinterpret_tensor(buf122, (2048, 1024), (1024, 1), 0), buf137, reinterpret_tensor(buf140, (2048, 1024), (1024, 1), 0), buf151, buf153, reinterpret_tensor(buf154, (2048, 1024), (1024, 1), 0), buf155, buf159, reinterpret_tensor(buf161, (2048, 2816), (2816, 1), 0), buf172, buf174, reinterpret_tensor(buf175, (2048, 1024), (1024, 1), 0), buf190, reinterpret_tensor(buf193, (2048, 1024), (1024, 1), 0), buf204, buf206, reinterpret_tensor(buf207, (2048, 1024), (1024, 1), 0), buf208, buf212, reinterpret_tensor(buf214, (2048, 2816), (2816, 1), 0), buf222, buf224, reinterpret_tensor(buf225, (2048, 1024), (1024, 1), 0), buf228, buf229, buf230, buf232, buf234, reinterpret_tensor(buf218, (8192, 1024), (1024, 1), 0), reinterpret_tensor(buf211, (1024, 2816), (2816, 1), 0), reinterpret_tensor(buf203, (2816, 1024), (1024, 1), 0), reinterpret_tensor(buf196, (2816, 1024), (1024, 1), 0), reinterpret_tensor(buf183, (1024, 1024), (1024, 1), 0), reinterpret_tensor(buf191, (64, 64, 512), (32768, 1, 64), 0), reinterpret_tensor(buf185, (64, 64, 512), (32768, 1, 64), 0), reinterpret_tensor(buf186, (64, 512, 64), (32768, 1, 512), 0), reinterpret_tensor(buf179, (1024, 1024), (1024, 1), 0), reinterpret_tensor(buf171, (1024, 1024), (1024, 1), 0), reinterpret_tensor(buf164, (1024, 1024), (1024, 1), 0), reinterpret_tensor(buf158, (1024, 2816), (2816, 1), 0), reinterpret_tensor(buf150, (2816, 1024), (1024, 1), 0), reinterpret_tensor(buf143, (2816, 1024), (1024, 1), 0), reinterpret_tensor(buf130, (1024, 1024), (1024, 1), 0), reinterpret_tensor(buf138, (64, 64, 512), (32768, 1, 64), 0), reinterpret_tensor(buf132, (64, 64, 512), (32768, 1, 64), 0), reinterpret_tensor(buf133, (64, 512, 64), (32768, 1, 512), 0), reinterpret_tensor(buf126, (1024, 1024), (1024, 1), 0), reinterpret_tensor(buf118, (1024, 1024), (1024, 1), 0), reinterpret_tensor(buf111, (1024, 1024), (1024, 1), 0), reinterpret_tensor(buf105, (1024, 2816), (2816, 1), 0), reinterpret_tensor(buf97, (2816, 1024), (1024, 1), 0), reinterpret_tensor(buf90, (2816, 1024), (1024, 1), 0), reinterpret_tensor(buf77, (1024, 1024), (1024, 1), 0), reinterpret_tensor(buf85, (64, 64, 512), (32768, 1, 64), 0), reinterpret_tensor(buf79, (64, 64, 512), (32768, 1, 64), 0), reinterpret_tensor(buf80, (64, 512, 64), (32768, 1, 512), 0), reinterpret_tensor(buf73, (1024, 1024), (1024, 1), 0), reinterpret_tensor(buf65, (1024, 1024), (1024, 1), 0), reinterpret_tensor(buf58, (1024, 1024), (1024, 1), 0), reinterpret_tensor(buf52, (1024, 2816), (2816, 1), 0), reinterpret_tensor(buf45, (2816, 1024), (1024, 1), 0), reinterpret_tensor(buf38, (2816, 1024), (1024, 1), 0), reinterpret_tensor(buf24, (1024, 1024), (1024, 1), 0), reinterpret_tensor(buf33, (64, 64, 512), (32768, 1, 64), 0), reinterpret_tensor(buf27, (64, 64, 512), (32768, 1, 64), 0), reinterpret_tensor(buf28, (64, 512, 64), (32768, 1, 512), 0), reinterpret_tensor(buf20, (1024, 1024), (1024, 1), 0), reinterpret_tensor(buf13, (1024, 1024), (1024, 1), 0), reinterpret_tensor(buf4, (1024, 1024), (1024, 1), 0), )

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
