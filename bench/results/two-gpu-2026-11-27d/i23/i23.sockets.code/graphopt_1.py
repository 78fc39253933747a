# AOT ID: ['1_backward']
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


# kernel path: /tmp/torchinductor_root/tmpzw3fnmz8/nd/cndfu5bxksaixl3bssodojeatrnoffbjwo52ex65g3m7flcpe2vs.py
# Topologically Sorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
# Graph fragment:
#   %constant_pad_nd : Tensor "i64[4, 513][513, 1]cuda:0" = PlaceHolder[target=constant_pad_nd]
#   %tangents_1 : Tensor "f32[][]cuda:0" = PlaceHolder[target=tangents_1]
#   %convert_element_type_1 : Tensor "f32[][]cuda:0" = PlaceHolder[target=convert_element_type_1]
#   %mm_28 : Tensor "f32[2048, 8192][8192, 1]cuda:0" = PlaceHolder[target=mm_28]
#   %amax_4 : Tensor "f32[2048, 1][1, 1]cuda:0" = PlaceHolder[target=amax_4]
#   %log : Tensor "f32[2048, 1][1, 1]cuda:0" = PlaceHolder[target=log]
#   %sum_1 : Tensor "f32[2048, 1][1, 2048]cuda:0" = PlaceHolder[target=sum_1]
#   %div_8 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%tangents_1, 2), kwargs = {})
#   %div_9 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%div_8, %convert_element_type_1), kwargs = {})
#   %slice_1 : Tensor "i64[4, 512][513, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%constant_pad_nd, 1, 1, 9223372036854775807), kwargs = {})
#   %clone_1 : Tensor "i64[4, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%slice_1,), kwargs = {memory_format: torch.contiguous_format})
#   %view_1 : Tensor "i64[2048][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_1, [-1]), kwargs = {})
#   %unsqueeze_1 : Tensor "i64[2048, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%view_1, 1), kwargs = {})
#   %ne_1 : Tensor "b8[2048, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.ne.Scalar](args = (%unsqueeze_1, -100), kwargs = {})
#   %full_default_1 : Tensor "i64[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0), kwargs = {dtype: torch.int64, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_1 : Tensor "i64[2048, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%ne_1, %unsqueeze_1, %full_default_1), kwargs = {})
#   %iota_default_1 : Tensor "i64[8192][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (8192,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %view_default_1 : Tensor "i64[1, 8192][8192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%iota_default_1, [1, 8192]), kwargs = {})
#   %expand_default_1 : Tensor "i64[2048, 8192][1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%where_1, [2048, 8192]), kwargs = {})
#   %eq_tensor_1 : Tensor "b8[2048, 8192][8192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Tensor](args = (%expand_default_1, %view_default_1), kwargs = {})
#   %scalar_tensor_default_2 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.scalar_tensor.default](args = (0,), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0})
#   %scalar_tensor_default_3 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.scalar_tensor.default](args = (-1.0,), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0})
#   %where_self_1 : Tensor "f32[2048, 8192][8192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%eq_tensor_1, %scalar_tensor_default_3, %scalar_tensor_default_2), kwargs = {})
#   %full_default_3 : Tensor "f32[][]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_2 : Tensor "f32[2048, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%ne_1, %div_9, %full_default_3), kwargs = {})
#   %mul_3 : Tensor "f32[2048, 8192][8192, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_self_1, %where_2), kwargs = {})
#   %sub_1 : Tensor "f32[2048, 8192][8192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mm_28, %amax_4), kwargs = {})
#   %sub_2 : Tensor "f32[2048, 8192][8192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_1, %log), kwargs = {})
#   %exp_2 : Tensor "f32[2048, 8192][8192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%sub_2,), kwargs = {})
#   %sum_1 : Tensor "f32[2048, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_3, [1], True), kwargs = {})
#   %mul_4 : Tensor "f32[2048, 8192][8192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%exp_2, %sum_1), kwargs = {})
#   %sub_3 : Tensor "f32[2048, 8192][8192, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_3, %mul_4), kwargs = {})
#   return %sum_1,%sub_3
triton_red_fused_0 = async_compile.triton('triton_red_fused_0', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_0', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 8, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': True, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': True, 'has_loadstore_with_contiguous_rdim': True, 'tiling_scores': {'x': 32768, 'r0_': 201326592}}
)
@triton.jit
def triton_red_fused_0(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
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
    tmp0 = tl.load(in_ptr0 + (1 + 513*(x0 // 512) + ((x0 % 512))), xmask, eviction_policy='evict_last')
    tmp10 = tl.load(in_ptr1 + (0))
    tmp11 = tl.broadcast_to(tmp10, [1, 1])
    tmp14 = tl.load(in_ptr2 + (0))
    tmp15 = tl.broadcast_to(tmp14, [1, 1])
    _tmp20 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp1 = tl.full([1, 1], -100, tl.int64)
        tmp2 = tmp0 != tmp1
        tmp3 = tl.full([1, 1], 0, tl.int64)
        tmp4 = tl.where(tmp2, tmp0, tmp3)
        tmp5 = r0_1
        tmp6 = tmp4 == tmp5
        tmp7 = tl.full([1, 1], -1.0, tl.float32)
        tmp8 = tl.full([1, 1], 0.0, tl.float32)
        tmp9 = tl.where(tmp6, tmp7, tmp8)
        tmp12 = tl.full([1, 1], 0.5, tl.float32)
        tmp13 = tmp11 * tmp12
        tmp16 = (tmp13 / tmp15)
        tmp17 = tl.where(tmp2, tmp16, tmp8)
        tmp18 = tmp9 * tmp17
        tmp19 = tl.broadcast_to(tmp18, [XBLOCK, R0_BLOCK])
        tmp21 = _tmp20 + tmp19
        _tmp20 = tl.where(r0_mask & xmask, tmp21, _tmp20)
    tmp20 = tl.sum(_tmp20, 1)[:, None]
    tmp31 = tl.load(in_ptr1 + (0))
    tmp32 = tl.broadcast_to(tmp31, [1, 1])
    tmp35 = tl.load(in_ptr2 + (0))
    tmp36 = tl.broadcast_to(tmp35, [1, 1])
    tmp41 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp43 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp40 = tl.load(in_out_ptr0 + (r0_1 + 8192*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp22 = tl.full([1, 1], -100, tl.int64)
        tmp23 = tmp0 != tmp22
        tmp24 = tl.full([1, 1], 0, tl.int64)
        tmp25 = tl.where(tmp23, tmp0, tmp24)
        tmp26 = r0_1
        tmp27 = tmp25 == tmp26
        tmp28 = tl.full([1, 1], -1.0, tl.float32)
        tmp29 = tl.full([1, 1], 0.0, tl.float32)
        tmp30 = tl.where(tmp27, tmp28, tmp29)
        tmp33 = tl.full([1, 1], 0.5, tl.float32)
        tmp34 = tmp32 * tmp33
        tmp37 = (tmp34 / tmp36)
        tmp38 = tl.where(tmp23, tmp37, tmp29)
        tmp39 = tmp30 * tmp38
        tmp42 = tmp40 - tmp41
        tmp44 = tmp42 - tmp43
        tmp45 = libdevice.exp(tmp44)
        tmp46 = tmp45 * tmp20
        tmp47 = tmp39 - tmp46
        tl.store(in_out_ptr0 + (r0_1 + 8192*x0), tmp47, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpzw3fnmz8/zo/czo6mdk4on7tbl52v3lsjmg5mosv77zscxw2gwoewyzna7urzhc3.py
# Topologically Sorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
# Graph fragment:
#   %mm_2 : Tensor "f32[2048, 1024][1024, 1]cuda:0" = PlaceHolder[target=mm_2]
#   %add_34 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0" = PlaceHolder[target=add_34]
#   %rsqrt_8 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_8]
#   %view_3 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_2, [4, 512, 1024]), kwargs = {})
#   %mul_6 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_34, %rsqrt_8), kwargs = {})
#   %mul_7 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_3, %mul_6), kwargs = {})
#   %sum_2 : Tensor "f32[1, 1, 1024][1024, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_7, [0, 1], True), kwargs = {})
#   return %buf5
triton_red_fused_1 = async_compile.triton('triton_red_fused_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 16384, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': True, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': True, 'has_loadstore_with_contiguous_rdim': True, 'tiling_scores': {'x': 16908288, 'r0_': 8192}}
)
@triton.jit
def triton_red_fused_1(in_ptr0, in_ptr1, in_ptr2, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 16384
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 1024)
    x1 = xindex // 1024
    _tmp6 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 1024*r0_2 + 131072*x1), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.load(in_ptr1 + (x0 + 1024*r0_2 + 131072*x1), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp2 = tl.load(in_ptr2 + (r0_2 + 128*x1), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp3 = tmp1 * tmp2
        tmp4 = tmp0 * tmp3
        tmp5 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
        tmp7 = _tmp6 + tmp5
        _tmp6 = tl.where(r0_mask, tmp7, _tmp6)
    tmp6 = tl.sum(_tmp6, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp6, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpzw3fnmz8/rc/crcrxl4gsyvtink36ixxdetvtzvqrh2k3gjpl4cwelawcg72gylx.py
# Topologically Sorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
# Graph fragment:
#   %buf5 : Tensor "f32[1, 1, 1024, 16][16384, 16384, 1, 1024]cuda:0" = PlaceHolder[target=buf5]
#   %sum_2 : Tensor "f32[1, 1, 1024][1024, 1024, 1]cuda:0" = PlaceHolder[target=sum_2]
#   %view_3 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_2, [4, 512, 1024]), kwargs = {})
#   %mul_6 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_34, %rsqrt_8), kwargs = {})
#   %mul_7 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_3, %mul_6), kwargs = {})
#   %sum_2 : Tensor "f32[1, 1, 1024][1024, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_7, [0, 1], True), kwargs = {})
#   %view_4 : Tensor "f32[1024][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%sum_2, [1024]), kwargs = {})
#   %view_13 : Tensor "f32[1024][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%sum_4, [1024]), kwargs = {})
#   %view_34 : Tensor "f32[1024][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%sum_7, [1024]), kwargs = {})
#   %view_35 : Tensor "f32[2883584][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_6, [2883584]), kwargs = {})
#   %view : Tensor "f32[2, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.view.default](args = (%view_4, [2, 512]), kwargs = {})
#   %view_36 : Tensor "f32[2, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.view.default](args = (%view_13, [2, 512]), kwargs = {})
#   %view_37 : Tensor "f32[2, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.view.default](args = (%view_34, [2, 512]), kwargs = {})
#   %view_38 : Tensor "f32[2, 1441792][1441792, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.view.default](args = (%view_35, [2, 1441792]), kwargs = {})
#   %cat : Tensor "f32[2, 1443328][1443328, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%view, %view_36, %view_37, %view_38], 1), kwargs = {})
#   return %sum_2,%buf35
triton_per_fused_2 = async_compile.triton('triton_per_fused_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 1024, 'r0_': 16},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': True, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': True, 'has_loadstore_with_contiguous_rdim': False, 'tiling_scores': {'x': 73728, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_2(in_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 1024
    r0_numel = 16
    R0_BLOCK: tl.constexpr = 16
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
    x2 = (xindex % 512)
    x3 = xindex // 512
    tmp0 = tl.load(in_ptr0 + (x0 + 1024*r0_1), xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr1 + (x2 + 1443328*x3), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpzw3fnmz8/ra/craazgmkmpopcrxvmxhy4ccy4s4rzrfqecdrhbpcbtr6kifheg47.py
# Topologically Sorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
# Graph fragment:
#   %mm_2 : Tensor "f32[2048, 1024][1024, 1]cuda:0" = PlaceHolder[target=mm_2]
#   %wait_tensor_37 : Tensor "f32[1024][1]cuda:0" = PlaceHolder[target=wait_tensor_37]
#   %add_34 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0" = PlaceHolder[target=add_34]
#   %rsqrt_8 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_8]
#   %sum_3 : Tensor "f32[4, 512, 1][512, 1, 2048]cuda:0" = PlaceHolder[target=sum_3]
#   %view_3 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_2, [4, 512, 1024]), kwargs = {})
#   %mul_5 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_3, %wait_tensor_37), kwargs = {})
#   %mul_8 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_5, %add_34), kwargs = {})
#   %mul_10 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_5, %rsqrt_8), kwargs = {})
#   %sum_3 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_8, [2], True), kwargs = {})
#   %pow_1 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%rsqrt_8, 3), kwargs = {})
#   %mul_11 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%sum_3, -0.5), kwargs = {})
#   %mul_13 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_11, %pow_1), kwargs = {})
#   %expand_1 : Tensor "f32[4, 512, 1024][512, 1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%mul_13, [4, 512, 1024]), kwargs = {})
#   %div_21 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Scalar](args = (%expand_1, 1024), kwargs = {})
#   %pow_2 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_34, 1.0), kwargs = {})
#   %mul_14 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%pow_2, 2.0), kwargs = {})
#   %mul_15 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_21, %mul_14), kwargs = {})
#   %add_1 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_10, %mul_15), kwargs = {})
#   return %sum_3,%add_1
triton_per_fused_3 = async_compile.triton('triton_per_fused_3', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_3', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': True, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': True, 'has_loadstore_with_contiguous_rdim': True, 'tiling_scores': {'x': 8192, 'r0_': 33558528}}
)
@triton.jit
def triton_per_fused_3(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp0 = tl.load(in_out_ptr0 + (r0_1 + 1024*x0), xmask, other=0.0)
    tmp1 = tl.load(in_ptr0 + (r0_1), None, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr1 + (r0_1 + 1024*x0), xmask, other=0.0)
    tmp9 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 * tmp1
    tmp4 = tmp2 * tmp3
    tmp5 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
    tmp7 = tl.where(xmask, tmp5, 0)
    tmp8 = tl.sum(tmp7, 1)[:, None].to(tl.float32)
    tmp10 = tmp2 * tmp9
    tmp11 = tl.full([1, 1], -0.5, tl.float32)
    tmp12 = tmp8 * tmp11
    tmp13 = tmp9 * tmp9
    tmp14 = tmp13 * tmp9
    tmp15 = tmp12 * tmp14
    tmp16 = tl.full([1, 1], 0.0009765625, tl.float32)
    tmp17 = tmp15 * tmp16
    tmp18 = tl.full([1, 1], 2.0, tl.float32)
    tmp19 = tmp3 * tmp18
    tmp20 = tmp17 * tmp19
    tmp21 = tmp10 + tmp20
    tl.store(in_out_ptr0 + (r0_1 + 1024*x0), tmp21, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpzw3fnmz8/ud/cudwjuome4k33vjy6ybuulbrcv636nw2wn6xszv7e2wkzb5bk6cx.py
# Topologically Sorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
# Graph fragment:
#   %mm_7 : Tensor "f32[2048, 2816][2816, 1]cuda:0" = PlaceHolder[target=mm_7]
#   %mm_25 : Tensor "f32[2048, 2816][2816, 1]cuda:0" = PlaceHolder[target=mm_25]
#   %mm_26 : Tensor "f32[2048, 2816][2816, 1]cuda:0" = PlaceHolder[target=mm_26]
#   %view_6 : Tensor "f32[4, 512, 2816][1441792, 2816, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_7, [4, 512, 2816]), kwargs = {})
#   %view_7 : Tensor "f32[4, 512, 2816][1441792, 2816, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_25, [4, 512, 2816]), kwargs = {})
#   %neg_1 : Tensor "f32[4, 512, 2816][1441792, 2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%view_7,), kwargs = {})
#   %exp_4 : Tensor "f32[4, 512, 2816][1441792, 2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_1,), kwargs = {})
#   %add_2 : Tensor "f32[4, 512, 2816][1441792, 2816, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_4, 1), kwargs = {})
#   %div_22 : Tensor "f32[4, 512, 2816][1441792, 2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%view_7, %add_2), kwargs = {})
#   %mul_16 : Tensor "f32[4, 512, 2816][1441792, 2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_6, %div_22), kwargs = {})
#   %view_8 : Tensor "f32[4, 512, 2816][1441792, 2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_26, [4, 512, 2816]), kwargs = {})
#   %mul_17 : Tensor "f32[4, 512, 2816][1441792, 2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_6, %view_8), kwargs = {})
#   %reciprocal_4 : Tensor "f32[4, 512, 2816][1441792, 2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%add_2,), kwargs = {})
#   %mul_18 : Tensor "f32[4, 512, 2816][1441792, 2816, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_4, 1), kwargs = {})
#   %mul_20 : Tensor "f32[4, 512, 2816][1441792, 2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_17, %mul_18), kwargs = {})
#   %sub_11 : Tensor "f32[4, 512, 2816][1441792, 2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %mul_18), kwargs = {})
#   %mul_21 : Tensor "f32[4, 512, 2816][1441792, 2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_7, %sub_11), kwargs = {})
#   %add_3 : Tensor "f32[4, 512, 2816][1441792, 2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_21, 1), kwargs = {})
#   %mul_23 : Tensor "f32[4, 512, 2816][1441792, 2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_20, %add_3), kwargs = {})
#   return %mul_16,%mul_23
triton_poi_fused_4 = async_compile.triton('triton_poi_fused_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8388608}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_4', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': True, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': True, 'has_loadstore_with_contiguous_rdim': False, 'tiling_scores': {'x': 161480704}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_4(in_out_ptr0, in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 5767168
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None)
    tmp1 = tl.load(in_ptr1 + (x0), None)
    tmp8 = tl.load(in_out_ptr0 + (x0), None)
    tmp2 = -tmp1
    tmp3 = libdevice.exp(tmp2)
    tmp4 = tl.full([1], 1.0, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = (tmp1 / tmp5)
    tmp7 = tmp0 * tmp6
    tmp9 = tmp0 * tmp8
    tmp10 = tl.full([1], 1, tl.int32)
    tmp11 = (tmp10 / tmp5)
    tmp12 = tmp11 * tmp4
    tmp13 = tmp9 * tmp12
    tmp14 = tmp4 - tmp12
    tmp15 = tmp1 * tmp14
    tmp16 = tmp15 + tmp4
    tmp17 = tmp13 * tmp16
    tl.store(out_ptr0 + (x0), tmp7, None)
    tl.store(in_out_ptr0 + (x0), tmp17, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpzw3fnmz8/zn/cznsf45ak4gd4ulzgibyenz5s7zgsau7qv2yfspoyj2xr7pelv3x.py
# Topologically Sorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
# Graph fragment:
#   %mm_8 : Tensor "f32[2048, 1024][1024, 1]cuda:0" = PlaceHolder[target=mm_8]
#   %mm_9 : Tensor "f32[2048, 1024][1024, 1]cuda:0" = PlaceHolder[target=mm_9]
#   %add_31 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0" = PlaceHolder[target=add_31]
#   %rsqrt_7 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_7]
#   %view_10 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_8, [4, 512, 1024]), kwargs = {})
#   %view_12 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_9, [4, 512, 1024]), kwargs = {})
#   %add_4 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_10, %view_12), kwargs = {})
#   %mul_25 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_31, %rsqrt_7), kwargs = {})
#   %mul_26 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_4, %mul_25), kwargs = {})
#   %sum_4 : Tensor "f32[1, 1, 1024][1024, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_26, [0, 1], True), kwargs = {})
#   return %buf15
triton_red_fused_5 = async_compile.triton('triton_red_fused_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 16384, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_5', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': True, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': True, 'has_loadstore_with_contiguous_rdim': True, 'tiling_scores': {'x': 25296896, 'r0_': 8192}}
)
@triton.jit
def triton_red_fused_5(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 16384
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 1024)
    x1 = xindex // 1024
    _tmp8 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 1024*r0_2 + 131072*x1), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.load(in_ptr1 + (x0 + 1024*r0_2 + 131072*x1), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp3 = tl.load(in_ptr2 + (x0 + 1024*r0_2 + 131072*x1), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp4 = tl.load(in_ptr3 + (r0_2 + 128*x1), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp2 = tmp0 + tmp1
        tmp5 = tmp3 * tmp4
        tmp6 = tmp2 * tmp5
        tmp7 = tl.broadcast_to(tmp6, [XBLOCK, R0_BLOCK])
        tmp9 = _tmp8 + tmp7
        _tmp8 = tl.where(r0_mask, tmp9, _tmp8)
    tmp8 = tl.sum(_tmp8, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp8, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpzw3fnmz8/7i/c7imkqvuaxwwyz3hlryaebxdybrjkr26gsvlwcc3623kiuyjrdx3.py
# Topologically Sorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
# Graph fragment:
#   %mm_8 : Tensor "f32[2048, 1024][1024, 1]cuda:0" = PlaceHolder[target=mm_8]
#   %mm_9 : Tensor "f32[2048, 1024][1024, 1]cuda:0" = PlaceHolder[target=mm_9]
#   %wait_tensor_36 : Tensor "f32[1024][1]cuda:0" = PlaceHolder[target=wait_tensor_36]
#   %add_31 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0" = PlaceHolder[target=add_31]
#   %add_1 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0" = PlaceHolder[target=add_1]
#   %rsqrt_7 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_7]
#   %sum_5 : Tensor "f32[4, 512, 1][512, 1, 2048]cuda:0" = PlaceHolder[target=sum_5]
#   %view_10 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_8, [4, 512, 1024]), kwargs = {})
#   %view_12 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_9, [4, 512, 1024]), kwargs = {})
#   %add_4 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_10, %view_12), kwargs = {})
#   %mul_24 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_4, %wait_tensor_36), kwargs = {})
#   %mul_27 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_24, %add_31), kwargs = {})
#   %mul_28 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_24, %rsqrt_7), kwargs = {})
#   %sum_5 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_27, [2], True), kwargs = {})
#   %add_5 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_1, %mul_28), kwargs = {})
#   %pow_3 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%rsqrt_7, 3), kwargs = {})
#   %mul_30 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%sum_5, -0.5), kwargs = {})
#   %mul_31 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_30, %pow_3), kwargs = {})
#   %expand_2 : Tensor "f32[4, 512, 1024][512, 1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%mul_31, [4, 512, 1024]), kwargs = {})
#   %div_23 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Scalar](args = (%expand_2, 1024), kwargs = {})
#   %pow_4 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_31, 1.0), kwargs = {})
#   %mul_33 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%pow_4, 2.0), kwargs = {})
#   %mul_34 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_23, %mul_33), kwargs = {})
#   %add_6 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_5, %mul_34), kwargs = {})
#   return %sum_5,%add_6
triton_per_fused_6 = async_compile.triton('triton_per_fused_6', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_6', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': True, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': True, 'has_loadstore_with_contiguous_rdim': True, 'tiling_scores': {'x': 8192, 'r0_': 50335744}}
)
@triton.jit
def triton_per_fused_6(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp3 = tl.load(in_ptr2 + (r0_1), None, eviction_policy='evict_last')
    tmp5 = tl.load(in_ptr3 + (r0_1 + 1024*x0), xmask, other=0.0)
    tmp11 = tl.load(in_out_ptr0 + (r0_1 + 1024*x0), xmask, other=0.0)
    tmp12 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp4 = tmp2 * tmp3
    tmp6 = tmp4 * tmp5
    tmp7 = tl.broadcast_to(tmp6, [XBLOCK, R0_BLOCK])
    tmp9 = tl.where(xmask, tmp7, 0)
    tmp10 = tl.sum(tmp9, 1)[:, None].to(tl.float32)
    tmp13 = tmp4 * tmp12
    tmp14 = tmp11 + tmp13
    tmp15 = tl.full([1, 1], -0.5, tl.float32)
    tmp16 = tmp10 * tmp15
    tmp17 = tmp12 * tmp12
    tmp18 = tmp17 * tmp12
    tmp19 = tmp16 * tmp18
    tmp20 = tl.full([1, 1], 0.0009765625, tl.float32)
    tmp21 = tmp19 * tmp20
    tmp22 = tl.full([1, 1], 2.0, tl.float32)
    tmp23 = tmp5 * tmp22
    tmp24 = tmp21 * tmp23
    tmp25 = tmp14 + tmp24
    tl.store(in_out_ptr0 + (r0_1 + 1024*x0), tmp25, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpzw3fnmz8/ld/cldx76ri3q7f6bbc5mwgzunh663qb5ytt7dym6hqp653x455uaud.py
# Topologically Sorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
# Graph fragment:
#   %mm_10 : Tensor "f32[2048, 1024][1024, 1]cuda:0" = PlaceHolder[target=mm_10]
#   %view_15 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_10, [4, 512, 1024]), kwargs = {})
#   %view_16 : Tensor "f32[4, 512, 16, 64][524288, 1024, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_15, [4, 512, 16, 64]), kwargs = {})
#   %permute_3 : Tensor "f32[4, 16, 512, 64][524288, 64, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_16, [0, 2, 1, 3]), kwargs = {})
#   %clone_2 : Tensor "f32[4, 16, 512, 64][524288, 32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_3,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_2
triton_poi_fused_7 = async_compile.triton('triton_poi_fused_7', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_7', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': True, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': True, 'has_loadstore_with_contiguous_rdim': False, 'tiling_scores': {'x': 25165824}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_7(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
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


# kernel path: /tmp/torchinductor_root/tmpzw3fnmz8/rk/crkte4jtkyznccopiqxtow3sdoiepbw2xpj4axg2p5cpb7sf5mpb.py
# Topologically Sorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
# Graph fragment:
#   %bmm_2 : Tensor "f32[64, 512, 512][262144, 512, 1]cuda:0" = PlaceHolder[target=bmm_2]
#   %expand_3 : Tensor "f32[4, 16, 512, 512][4194304, 262144, 512, 1]cuda:0" = PlaceHolder[target=expand_3]
#   %sum_6 : Tensor "f32[4, 16, 512, 1][8192, 512, 1, 32768]cuda:0" = PlaceHolder[target=sum_6]
#   %view_20 : Tensor "f32[4, 16, 512, 512][4194304, 262144, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_2, [4, 16, 512, 512]), kwargs = {})
#   %mul_35 : Tensor "f32[4, 16, 512, 512][4194304, 262144, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_20, %div_6), kwargs = {})
#   %sum_6 : Tensor "f32[4, 16, 512, 1][8192, 512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_35, [-1], True), kwargs = {})
#   %neg_3 : Tensor "f32[4, 16, 512, 512][4194304, 262144, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%div_6,), kwargs = {})
#   %fma_4 : Tensor "f32[4, 16, 512, 512][4194304, 262144, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.fma.default](args = (%neg_3, %sum_6, %mul_35), kwargs = {})
#   %mul_36 : Tensor "f32[4, 16, 512, 512][4194304, 262144, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%fma_4, 0.125), kwargs = {})
#   return %sum_6,%mul_36
triton_per_fused_8 = async_compile.triton('triton_per_fused_8', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_8', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': True, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': True, 'has_loadstore_with_contiguous_rdim': True, 'tiling_scores': {'x': 0, 'r0_': 268435456}}
)
@triton.jit
def triton_per_fused_8(in_out_ptr0, in_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1 + 512*x0), None)
    tmp1 = tl.load(in_out_ptr0 + (r0_1 + 512*x0), None)
    tmp2 = tmp0 * tmp1
    tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp5 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tmp6 = -tmp1
    tmp7 = tl.fma(tmp6, tmp5, tmp2)
    tmp8 = tl.full([1, 1], 0.125, tl.float32)
    tmp9 = tmp7 * tmp8
    tl.store(in_out_ptr0 + (r0_1 + 512*x0), tmp9, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpzw3fnmz8/3v/c3vmc37gqa23oom5eff7whzttnwlasxg3mxebusdafezoff6rjil.py
# Topologically Sorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
# Graph fragment:
#   %bmm_1 : Tensor "f32[64, 512, 64][32768, 64, 1]cuda:0" = PlaceHolder[target=bmm_1]
#   %view_19 : Tensor "f32[4, 16, 512, 64][524288, 32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_1, [4, 16, 512, 64]), kwargs = {})
#   %permute_7 : Tensor "f32[4, 512, 16, 64][524288, 64, 32768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_19, [0, 2, 1, 3]), kwargs = {})
#   %clone_4 : Tensor "f32[4, 512, 16, 64][524288, 1024, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_7,), kwargs = {memory_format: torch.contiguous_format})
#   %view_25 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_4, [4, 512, 1024]), kwargs = {})
#   %view_26 : Tensor "f32[2048, 1024][1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%view_25, [2048, 1024]), kwargs = {})
#   return %view_26
triton_poi_fused_9 = async_compile.triton('triton_poi_fused_9', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_9', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': True, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': True, 'has_loadstore_with_contiguous_rdim': False, 'tiling_scores': {'x': 25165824}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_9(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 2097152
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 1024)
    x1 = xindex // 1024
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (64*((x1 % 512)) + 32768*(x0 // 64) + 524288*(x1 // 512) + ((x0 % 64))), None)
    tl.store(out_ptr0 + (x2), tmp0, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpzw3fnmz8/mx/cmxnjtnslmweflf3vht4cdwsucehjxzuop5zydgzqh2nshqdvlum.py
# Topologically Sorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
# Graph fragment:
#   %bmm_3 : Tensor "f32[64, 64, 512][32768, 512, 1]cuda:0" = PlaceHolder[target=bmm_3]
#   %mm_default : Tensor "f32[32, 512][512, 1]cuda:0" = PlaceHolder[target=mm_default]
#   %view_22 : Tensor "f32[4, 16, 64, 512][524288, 32768, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_3, [4, 16, 64, 512]), kwargs = {})
#   %permute_5 : Tensor "f32[4, 16, 512, 64][524288, 32768, 1, 512]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.permute.default](args = (%view_22, [0, 1, 3, 2]), kwargs = {})
#   %unsqueeze_default_1 : Tensor "f32[1, 32, 512][16384, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mm_default, 0), kwargs = {})
#   %permute_6 : Tensor "f32[1, 512, 32][16384, 1, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%unsqueeze_default_1, [0, 2, 1]), kwargs = {})
#   %unsqueeze_2 : Tensor "f32[1, 512, 1, 32][16384, 1, 16384, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%permute_6, 2), kwargs = {})
#   %expand_5 : Tensor "f32[1, 512, 2, 32][16384, 1, 0, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_2, [1, 512, 2, 32]), kwargs = {})
#   %clone_3 : Tensor "f32[1, 512, 2, 32][32768, 64, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_5,), kwargs = {memory_format: torch.contiguous_format})
#   %view_24 : Tensor "f32[1, 512, 64][32768, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_3, [1, 512, 64]), kwargs = {})
#   %sin_1 : Tensor "f32[1, 512, 64][32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sin.default](args = (%view_24,), kwargs = {})
#   %mul_37 : Tensor "f32[1, 512, 64][32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sin_1, 1.0), kwargs = {})
#   %unsqueeze_3 : Tensor "f32[1, 1, 512, 64][32768, 32768, 64, 1]cuda:0"[num_users=8] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_37, 1), kwargs = {})
#   %mul_38 : Tensor "f32[4, 16, 512, 64][524288, 32768, 1, 512]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%permute_5, %unsqueeze_3), kwargs = {})
#   %slice_2 : Tensor "f32[4, 16, 512, 32][524288, 32768, 1, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%mul_38, 3, 0, 32), kwargs = {})
#   %slice_3 : Tensor "f32[4, 16, 512, 32][524288, 32768, 1, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%mul_38, 3, 32, 64), kwargs = {})
#   %neg_4 : Tensor "f32[4, 16, 512, 32][262144, 16384, 1, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%slice_2,), kwargs = {})
#   %full_default_4 : Tensor "f32[4, 16, 512, 64][524288, 32768, 64, 1]cuda:0"[num_users=16] = call_function[target=torch.ops.aten.full.default](args = ([4, 16, 512, 64], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %slice_scatter_default : Tensor "f32[4, 16, 512, 64][524288, 32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%full_default_4, %neg_4, 3, 32, 9223372036854775807), kwargs = {})
#   %slice_scatter_default_1 : Tensor "f32[4, 16, 512, 64][524288, 32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%full_default_4, %slice_3, 3, 0, 32), kwargs = {})
#   %add_8 : Tensor "f32[4, 16, 512, 64][524288, 32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%slice_scatter_default, %slice_scatter_default_1), kwargs = {})
#   %cos_1 : Tensor "f32[1, 512, 64][32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cos.default](args = (%view_24,), kwargs = {})
#   %mul_40 : Tensor "f32[1, 512, 64][32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%cos_1, 1.0), kwargs = {})
#   %unsqueeze_4 : Tensor "f32[1, 1, 512, 64][32768, 32768, 64, 1]cuda:0"[num_users=8] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_40, 1), kwargs = {})
#   %mul_41 : Tensor "f32[4, 16, 512, 64][524288, 32768, 1, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%permute_5, %unsqueeze_4), kwargs = {})
#   %add_11 : Tensor "f32[4, 16, 512, 64][524288, 32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_8, %mul_41), kwargs = {})
#   %permute_8 : Tensor "f32[4, 512, 16, 64][524288, 64, 32768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%add_11, [0, 2, 1, 3]), kwargs = {})
#   %clone_5 : Tensor "f32[4, 512, 16, 64][524288, 1024, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_8,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_5
triton_poi_fused_10 = async_compile.triton('triton_poi_fused_10', '''
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
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_10', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': True, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': True, 'has_loadstore_with_contiguous_rdim': False, 'tiling_scores': {'y': 16777216, 'x': 25231360}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_10(in_ptr0, in_ptr1, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 4096
    xnumel = 512
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = tl.full([YBLOCK], True, tl.int1)[:, None]
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    y0 = (yindex % 64)
    x3 = xindex
    y4 = yindex
    y2 = yindex // 1024
    y6 = (yindex % 1024)
    tmp25 = tl.load(in_ptr0 + (x3 + 512*y4), xmask, eviction_policy='evict_last')
    tmp26 = tl.load(in_ptr1 + (x3 + 512*((y0 % 32))), xmask, eviction_policy='evict_last')
    tmp0 = y0
    tmp1 = tl.full([1, 1], 32, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.load(in_ptr0 + ((-16384) + x3 + 512*y4), tmp2 & xmask, eviction_policy='evict_last', other=0.0)
    tmp4 = tl.load(in_ptr1 + (x3 + 512*((y0 % 32))), tmp2 & xmask, eviction_policy='evict_last', other=0.0)
    tmp5 = tl_math.sin(tmp4)
    tmp6 = tl.full([1, 1], 1.0, tl.float32)
    tmp7 = tmp5 * tmp6
    tmp8 = tmp3 * tmp7
    tmp9 = -tmp8
    tmp10 = tl.full(tmp9.shape, 0.0, tmp9.dtype)
    tmp11 = tl.where(tmp2, tmp9, tmp10)
    tmp12 = tl.full([1, 1], 0.0, tl.float32)
    tmp13 = tl.where(tmp2, tmp11, tmp12)
    tmp14 = tmp0 < tmp1
    tmp15 = tl.load(in_ptr0 + (16384 + x3 + 512*y4), tmp14 & xmask, eviction_policy='evict_last', other=0.0)
    tmp16 = tl.load(in_ptr1 + (x3 + 512*((y0 % 32))), tmp14 & xmask, eviction_policy='evict_last', other=0.0)
    tmp17 = tl_math.sin(tmp16)
    tmp18 = tl.full([1, 1], 1.0, tl.float32)
    tmp19 = tmp17 * tmp18
    tmp20 = tmp15 * tmp19
    tmp21 = tl.full(tmp20.shape, 0.0, tmp20.dtype)
    tmp22 = tl.where(tmp14, tmp20, tmp21)
    tmp23 = tl.where(tmp14, tmp22, tmp12)
    tmp24 = tmp13 + tmp23
    tmp27 = tl_math.cos(tmp26)
    tmp28 = tl.full([1, 1], 1.0, tl.float32)
    tmp29 = tmp27 * tmp28
    tmp30 = tmp25 * tmp29
    tmp31 = tmp24 + tmp30
    tl.store(out_ptr0 + (y6 + 1024*x3 + 524288*y2), tmp31, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpzw3fnmz8/nl/cnlasnnmfvpj5b7wbu36efmbp4cvb63pfvlqoomx5hrhwwail77j.py
# Topologically Sorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
# Graph fragment:
#   %bmm_4 : Tensor "f32[64, 512, 64][32768, 64, 1]cuda:0" = PlaceHolder[target=bmm_4]
#   %mm_default : Tensor "f32[32, 512][512, 1]cuda:0" = PlaceHolder[target=mm_default]
#   %view_23 : Tensor "f32[4, 16, 512, 64][524288, 32768, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_4, [4, 16, 512, 64]), kwargs = {})
#   %unsqueeze_default_1 : Tensor "f32[1, 32, 512][16384, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mm_default, 0), kwargs = {})
#   %permute_6 : Tensor "f32[1, 512, 32][16384, 1, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%unsqueeze_default_1, [0, 2, 1]), kwargs = {})
#   %unsqueeze_2 : Tensor "f32[1, 512, 1, 32][16384, 1, 16384, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%permute_6, 2), kwargs = {})
#   %expand_5 : Tensor "f32[1, 512, 2, 32][16384, 1, 0, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_2, [1, 512, 2, 32]), kwargs = {})
#   %clone_3 : Tensor "f32[1, 512, 2, 32][32768, 64, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_5,), kwargs = {memory_format: torch.contiguous_format})
#   %view_24 : Tensor "f32[1, 512, 64][32768, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_3, [1, 512, 64]), kwargs = {})
#   %sin_1 : Tensor "f32[1, 512, 64][32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sin.default](args = (%view_24,), kwargs = {})
#   %mul_37 : Tensor "f32[1, 512, 64][32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sin_1, 1.0), kwargs = {})
#   %unsqueeze_3 : Tensor "f32[1, 1, 512, 64][32768, 32768, 64, 1]cuda:0"[num_users=8] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_37, 1), kwargs = {})
#   %full_default_4 : Tensor "f32[4, 16, 512, 64][524288, 32768, 64, 1]cuda:0"[num_users=16] = call_function[target=torch.ops.aten.full.default](args = ([4, 16, 512, 64], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %cos_1 : Tensor "f32[1, 512, 64][32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cos.default](args = (%view_24,), kwargs = {})
#   %mul_40 : Tensor "f32[1, 512, 64][32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%cos_1, 1.0), kwargs = {})
#   %unsqueeze_4 : Tensor "f32[1, 1, 512, 64][32768, 32768, 64, 1]cuda:0"[num_users=8] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_40, 1), kwargs = {})
#   %mul_43 : Tensor "f32[4, 16, 512, 64][524288, 32768, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_23, %unsqueeze_3), kwargs = {})
#   %slice_4 : Tensor "f32[4, 16, 512, 32][524288, 32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%mul_43, 3, 0, 32), kwargs = {})
#   %slice_5 : Tensor "f32[4, 16, 512, 32][524288, 32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%mul_43, 3, 32, 64), kwargs = {})
#   %neg_6 : Tensor "f32[4, 16, 512, 32][262144, 16384, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%slice_4,), kwargs = {})
#   %slice_scatter_default_2 : Tensor "f32[4, 16, 512, 64][524288, 32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%full_default_4, %neg_6, 3, 32, 9223372036854775807), kwargs = {})
#   %slice_scatter_default_3 : Tensor "f32[4, 16, 512, 64][524288, 32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%full_default_4, %slice_5, 3, 0, 32), kwargs = {})
#   %add_12 : Tensor "f32[4, 16, 512, 64][524288, 32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%slice_scatter_default_2, %slice_scatter_default_3), kwargs = {})
#   %mul_166 : Tensor "f32[4, 16, 512, 64][524288, 32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_23, %unsqueeze_4), kwargs = {})
#   %add_13 : Tensor "f32[4, 16, 512, 64][524288, 32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_12, %mul_166), kwargs = {})
#   %permute_9 : Tensor "f32[4, 512, 16, 64][524288, 64, 32768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%add_13, [0, 2, 1, 3]), kwargs = {})
#   %clone_6 : Tensor "f32[4, 512, 16, 64][524288, 1024, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_9,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_6
triton_poi_fused_11 = async_compile.triton('triton_poi_fused_11', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_11', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': True, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': True, 'has_loadstore_with_contiguous_rdim': False, 'tiling_scores': {'x': 41943040}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_11(in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 2097152
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 64)
    x4 = xindex
    x1 = ((xindex // 64) % 512)
    x2 = ((xindex // 32768) % 16)
    x3 = xindex // 524288
    tmp25 = tl.load(in_ptr0 + (x4), None)
    tmp26 = tl.load(in_ptr1 + (x1 + 512*((x0 % 32))), None, eviction_policy='evict_last')
    tmp0 = x0
    tmp1 = tl.full([1], 32, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.load(in_ptr0 + ((-32) + x4), tmp2, other=0.0)
    tmp4 = tl.load(in_ptr1 + (x1 + 512*((x0 % 32))), tmp2, eviction_policy='evict_last', other=0.0)
    tmp5 = tl_math.sin(tmp4)
    tmp6 = tl.full([1], 1.0, tl.float32)
    tmp7 = tmp5 * tmp6
    tmp8 = tmp3 * tmp7
    tmp9 = -tmp8
    tmp10 = tl.full(tmp9.shape, 0.0, tmp9.dtype)
    tmp11 = tl.where(tmp2, tmp9, tmp10)
    tmp12 = tl.full([1], 0.0, tl.float32)
    tmp13 = tl.where(tmp2, tmp11, tmp12)
    tmp14 = tmp0 < tmp1
    tmp15 = tl.load(in_ptr0 + (32 + x4), tmp14, other=0.0)
    tmp16 = tl.load(in_ptr1 + (x1 + 512*((x0 % 32))), tmp14, eviction_policy='evict_last', other=0.0)
    tmp17 = tl_math.sin(tmp16)
    tmp18 = tl.full([1], 1.0, tl.float32)
    tmp19 = tmp17 * tmp18
    tmp20 = tmp15 * tmp19
    tmp21 = tl.full(tmp20.shape, 0.0, tmp20.dtype)
    tmp22 = tl.where(tmp14, tmp20, tmp21)
    tmp23 = tl.where(tmp14, tmp22, tmp12)
    tmp24 = tmp13 + tmp23
    tmp27 = tl_math.cos(tmp26)
    tmp28 = tl.full([1], 1.0, tl.float32)
    tmp29 = tmp27 * tmp28
    tmp30 = tmp25 * tmp29
    tmp31 = tmp24 + tmp30
    tl.store(out_ptr0 + (x0 + 64*x2 + 1024*x1 + 524288*x3), tmp31, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpzw3fnmz8/hf/chfod7anvmuyaxr2fckttjj3jtpzhpog4cies37whml4uckxy2y4.py
# Topologically Sorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
# Graph fragment:
#   %mm_13 : Tensor "f32[2048, 1024][1024, 1]cuda:0" = PlaceHolder[target=mm_13]
#   %mm_14 : Tensor "f32[2048, 1024][1024, 1]cuda:0" = PlaceHolder[target=mm_14]
#   %mm_15 : Tensor "f32[2048, 1024][1024, 1]cuda:0" = PlaceHolder[target=mm_15]
#   %add_26 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0" = PlaceHolder[target=add_26]
#   %rsqrt_6 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_6]
#   %view_27 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_13, [4, 512, 1024]), kwargs = {})
#   %view_30 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_14, [4, 512, 1024]), kwargs = {})
#   %add_14 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_27, %view_30), kwargs = {})
#   %view_33 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_15, [4, 512, 1024]), kwargs = {})
#   %add_16 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_14, %view_33), kwargs = {})
#   %mul_167 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_26, %rsqrt_6), kwargs = {})
#   %mul_168 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_16, %mul_167), kwargs = {})
#   %sum_7 : Tensor "f32[1, 1, 1024][1024, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_168, [0, 1], True), kwargs = {})
#   return %buf33
triton_red_fused_12 = async_compile.triton('triton_red_fused_12', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 16384, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_12', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': True, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': True, 'has_loadstore_with_contiguous_rdim': True, 'tiling_scores': {'x': 33685504, 'r0_': 8192}}
)
@triton.jit
def triton_red_fused_12(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 16384
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 1024)
    x1 = xindex // 1024
    _tmp10 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 1024*r0_2 + 131072*x1), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.load(in_ptr1 + (x0 + 1024*r0_2 + 131072*x1), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp3 = tl.load(in_ptr2 + (x0 + 1024*r0_2 + 131072*x1), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp5 = tl.load(in_ptr3 + (x0 + 1024*r0_2 + 131072*x1), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp6 = tl.load(in_ptr4 + (r0_2 + 128*x1), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp2 = tmp0 + tmp1
        tmp4 = tmp2 + tmp3
        tmp7 = tmp5 * tmp6
        tmp8 = tmp4 * tmp7
        tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
        tmp11 = _tmp10 + tmp9
        _tmp10 = tl.where(r0_mask, tmp11, _tmp10)
    tmp10 = tl.sum(_tmp10, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp10, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpzw3fnmz8/e4/ce47qwtutfcg7ctz7zfl3dowz6qezyupl2aonfhismqrx57k7qig.py
# Topologically Sorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
# Graph fragment:
#   %mm_6 : Tensor "f32[1024, 2816][2816, 1]cuda:0" = PlaceHolder[target=mm_6]
#   %view_4 : Tensor "f32[1024][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%sum_2, [1024]), kwargs = {})
#   %view_13 : Tensor "f32[1024][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%sum_4, [1024]), kwargs = {})
#   %view_34 : Tensor "f32[1024][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%sum_7, [1024]), kwargs = {})
#   %view_35 : Tensor "f32[2883584][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_6, [2883584]), kwargs = {})
#   %view : Tensor "f32[2, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.view.default](args = (%view_4, [2, 512]), kwargs = {})
#   %view_36 : Tensor "f32[2, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.view.default](args = (%view_13, [2, 512]), kwargs = {})
#   %view_37 : Tensor "f32[2, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.view.default](args = (%view_34, [2, 512]), kwargs = {})
#   %view_38 : Tensor "f32[2, 1441792][1441792, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.view.default](args = (%view_35, [2, 1441792]), kwargs = {})
#   %cat : Tensor "f32[2, 1443328][1443328, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%view, %view_36, %view_37, %view_38], 1), kwargs = {})
#   return %buf38
triton_poi_fused_13 = async_compile.triton('triton_poi_fused_13', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 4194304}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_13', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': True, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': True, 'has_loadstore_with_contiguous_rdim': False, 'tiling_scores': {'x': 34603008}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_13(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 2883584
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x0 = (xindex % 1441792)
    x1 = xindex // 1441792
    tmp0 = tl.load(in_ptr0 + (x2), None)
    tl.store(out_ptr0 + (x0 + 1443328*x1), tmp0, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpzw3fnmz8/ls/clsxdrkkg2drojagvqi2vjl74235edivwjo3urp3ks5fsaocsn33.py
# Topologically Sorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
# Graph fragment:
#   %mm_13 : Tensor "f32[2048, 1024][1024, 1]cuda:0" = PlaceHolder[target=mm_13]
#   %mm_14 : Tensor "f32[2048, 1024][1024, 1]cuda:0" = PlaceHolder[target=mm_14]
#   %mm_15 : Tensor "f32[2048, 1024][1024, 1]cuda:0" = PlaceHolder[target=mm_15]
#   %wait_tensor_35 : Tensor "f32[1024][1]cuda:0" = PlaceHolder[target=wait_tensor_35]
#   %add_26 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0" = PlaceHolder[target=add_26]
#   %add_6 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0" = PlaceHolder[target=add_6]
#   %rsqrt_6 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_6]
#   %sum_31 : Tensor "f32[4, 512, 1][512, 1, 2048]cuda:0" = PlaceHolder[target=sum_31]
#   %view_27 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_13, [4, 512, 1024]), kwargs = {})
#   %view_30 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_14, [4, 512, 1024]), kwargs = {})
#   %add_14 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_27, %view_30), kwargs = {})
#   %view_33 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_15, [4, 512, 1024]), kwargs = {})
#   %add_16 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_14, %view_33), kwargs = {})
#   %mul_169 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_16, %wait_tensor_35), kwargs = {})
#   %mul_170 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_169, %add_26), kwargs = {})
#   %mul_171 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_169, %rsqrt_6), kwargs = {})
#   %sum_31 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_170, [2], True), kwargs = {})
#   %add_19 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_6, %mul_171), kwargs = {})
#   %pow_5 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%rsqrt_6, 3), kwargs = {})
#   %mul_172 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%sum_31, -0.5), kwargs = {})
#   %mul_173 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_172, %pow_5), kwargs = {})
#   %expand_6 : Tensor "f32[4, 512, 1024][512, 1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%mul_173, [4, 512, 1024]), kwargs = {})
#   %div_24 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Scalar](args = (%expand_6, 1024), kwargs = {})
#   %pow_6 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_26, 1.0), kwargs = {})
#   %mul_174 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%pow_6, 2.0), kwargs = {})
#   %mul_175 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_24, %mul_174), kwargs = {})
#   %add_20 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_19, %mul_175), kwargs = {})
#   return %sum_31,%add_20
triton_per_fused_14 = async_compile.triton('triton_per_fused_14', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_14', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 7, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': True, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': True, 'has_loadstore_with_contiguous_rdim': True, 'tiling_scores': {'x': 8192, 'r0_': 58724352}}
)
@triton.jit
def triton_per_fused_14(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp3 = tl.load(in_ptr2 + (r0_1 + 1024*x0), xmask, other=0.0)
    tmp5 = tl.load(in_ptr3 + (r0_1), None, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr4 + (r0_1 + 1024*x0), xmask, other=0.0)
    tmp13 = tl.load(in_out_ptr0 + (r0_1 + 1024*x0), xmask, other=0.0)
    tmp14 = tl.load(in_ptr5 + (x0), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp4 = tmp2 + tmp3
    tmp6 = tmp4 * tmp5
    tmp8 = tmp6 * tmp7
    tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
    tmp11 = tl.where(xmask, tmp9, 0)
    tmp12 = tl.sum(tmp11, 1)[:, None].to(tl.float32)
    tmp15 = tmp6 * tmp14
    tmp16 = tmp13 + tmp15
    tmp17 = tl.full([1, 1], -0.5, tl.float32)
    tmp18 = tmp12 * tmp17
    tmp19 = tmp14 * tmp14
    tmp20 = tmp19 * tmp14
    tmp21 = tmp18 * tmp20
    tmp22 = tl.full([1, 1], 0.0009765625, tl.float32)
    tmp23 = tmp21 * tmp22
    tmp24 = tl.full([1, 1], 2.0, tl.float32)
    tmp25 = tmp7 * tmp24
    tmp26 = tmp23 * tmp25
    tmp27 = tmp16 + tmp26
    tl.store(in_out_ptr0 + (r0_1 + 1024*x0), tmp27, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpzw3fnmz8/lw/clwtgdptpcqp7mthcxao7qqqkvifmwnssjd7cxslavs72xwnt5v6.py
# Topologically Sorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
# Graph fragment:
#   %buf61 : Tensor "f32[1, 1, 1024, 16][16384, 16384, 1, 1024]cuda:0" = PlaceHolder[target=buf61]
#   %sum_32 : Tensor "f32[1, 1, 1024][1024, 1024, 1]cuda:0" = PlaceHolder[target=sum_32]
#   %view_53 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_87, [4, 512, 1024]), kwargs = {})
#   %view_56 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_88, [4, 512, 1024]), kwargs = {})
#   %add_24 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_53, %view_56), kwargs = {})
#   %mul_183 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_23, %rsqrt_5), kwargs = {})
#   %mul_184 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_24, %mul_183), kwargs = {})
#   %sum_32 : Tensor "f32[1, 1, 1024][1024, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_184, [0, 1], True), kwargs = {})
#   %view_57 : Tensor "f32[1024][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%sum_32, [1024]), kwargs = {})
#   %view_90 : Tensor "f32[1024][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%sum_35, [1024]), kwargs = {})
#   %view_92 : Tensor "f32[2883584][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_24, [2883584]), kwargs = {})
#   %view_93 : Tensor "f32[2, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.view.default](args = (%view_57, [2, 512]), kwargs = {})
#   %view_94 : Tensor "f32[2, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.view.default](args = (%view_90, [2, 512]), kwargs = {})
#   %view_95 : Tensor "f32[2, 1441792][1441792, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.view.default](args = (%view_92, [2, 1441792]), kwargs = {})
#   %cat_1 : Tensor "f32[2, 1442816][1442816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%view_93, %view_94, %view_95], 1), kwargs = {})
#   return %sum_32,%buf81
triton_per_fused_15 = async_compile.triton('triton_per_fused_15', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 1024, 'r0_': 16},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_15', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': True, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': True, 'has_loadstore_with_contiguous_rdim': False, 'tiling_scores': {'x': 73728, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_15(in_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 1024
    r0_numel = 16
    R0_BLOCK: tl.constexpr = 16
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
    x2 = (xindex % 512)
    x3 = xindex // 512
    tmp0 = tl.load(in_ptr0 + (x0 + 1024*r0_1), xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr1 + (x2 + 1442816*x3), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpzw3fnmz8/xf/cxfdf4ozwqwjq667oveqwb4ob2mxaukmfw6gbci5eiomn2e2uxp4.py
# Topologically Sorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
# Graph fragment:
#   %mm_24 : Tensor "f32[1024, 2816][2816, 1]cuda:0" = PlaceHolder[target=mm_24]
#   %view_57 : Tensor "f32[1024][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%sum_32, [1024]), kwargs = {})
#   %view_90 : Tensor "f32[1024][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%sum_35, [1024]), kwargs = {})
#   %view_92 : Tensor "f32[2883584][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_24, [2883584]), kwargs = {})
#   %view_93 : Tensor "f32[2, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.view.default](args = (%view_57, [2, 512]), kwargs = {})
#   %view_94 : Tensor "f32[2, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.view.default](args = (%view_90, [2, 512]), kwargs = {})
#   %view_95 : Tensor "f32[2, 1441792][1441792, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.view.default](args = (%view_92, [2, 1441792]), kwargs = {})
#   %cat_1 : Tensor "f32[2, 1442816][1442816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%view_93, %view_94, %view_95], 1), kwargs = {})
#   return %buf83
triton_poi_fused_16 = async_compile.triton('triton_poi_fused_16', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 4194304}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_16', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': True, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': True, 'has_loadstore_with_contiguous_rdim': False, 'tiling_scores': {'x': 34603008}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_16(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 2883584
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x0 = (xindex % 1441792)
    x1 = xindex // 1441792
    tmp0 = tl.load(in_ptr0 + (x2), None)
    tl.store(out_ptr0 + (x0 + 1442816*x1), tmp0, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpzw3fnmz8/ev/cev2vz376mq3zthn76eujsaeiggyje6m6nfln2cwee5wvzdgnmln.py
# Topologically Sorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
# Graph fragment:
#   %mm_115 : Tensor "f32[2048, 1024][1024, 1]cuda:0" = PlaceHolder[target=mm_115]
#   %mm_116 : Tensor "f32[2048, 1024][1024, 1]cuda:0" = PlaceHolder[target=mm_116]
#   %wait_tensor_9 : Tensor "f32[1024][1]cuda:0" = PlaceHolder[target=wait_tensor_9]
#   %embedding : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0" = PlaceHolder[target=embedding]
#   %mm_3 : Tensor "f32[2048, 1024][1024, 1]cuda:0" = PlaceHolder[target=mm_3]
#   %add_101 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0" = PlaceHolder[target=add_101]
#   %rsqrt_1 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_1]
#   %sum_43 : Tensor "f32[4, 512, 1][512, 1, 2048]cuda:0" = PlaceHolder[target=sum_43]
#   %view_299 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_115, [4, 512, 1024]), kwargs = {})
#   %view_301 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_116, [4, 512, 1024]), kwargs = {})
#   %add_104 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_299, %view_301), kwargs = {})
#   %mul_242 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_104, %wait_tensor_9), kwargs = {})
#   %view_302 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_3, [4, 512, 1024]), kwargs = {})
#   %add_105 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %view_302), kwargs = {})
#   %mul_245 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_242, %add_105), kwargs = {})
#   %mul_246 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_242, %rsqrt_1), kwargs = {})
#   %sum_43 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_245, [2], True), kwargs = {})
#   %add_106 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_101, %mul_246), kwargs = {})
#   %pow_33 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%rsqrt_1, 3), kwargs = {})
#   %mul_247 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%sum_43, -0.5), kwargs = {})
#   %mul_248 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_247, %pow_33), kwargs = {})
#   %expand_16 : Tensor "f32[4, 512, 1024][512, 1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%mul_248, [4, 512, 1024]), kwargs = {})
#   %div_32 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Scalar](args = (%expand_16, 1024), kwargs = {})
#   %pow_34 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_105, 1.0), kwargs = {})
#   %mul_249 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%pow_34, 2.0), kwargs = {})
#   %mul_250 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_32, %mul_249), kwargs = {})
#   %add_107 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_106, %mul_250), kwargs = {})
#   return %sum_43,%add_107
triton_per_fused_17 = async_compile.triton('triton_per_fused_17', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_17', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 7, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': True, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': True, 'has_loadstore_with_contiguous_rdim': True, 'tiling_scores': {'x': 8192, 'r0_': 58724352}}
)
@triton.jit
def triton_per_fused_17(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp3 = tl.load(in_ptr2 + (r0_1), None, eviction_policy='evict_last')
    tmp5 = tl.load(in_ptr3 + (r0_1 + 1024*x0), xmask, other=0.0)
    tmp6 = tl.load(in_ptr4 + (r0_1 + 1024*x0), xmask, other=0.0)
    tmp13 = tl.load(in_out_ptr0 + (r0_1 + 1024*x0), xmask, other=0.0)
    tmp14 = tl.load(in_ptr5 + (x0), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp4 = tmp2 * tmp3
    tmp7 = tmp5 + tmp6
    tmp8 = tmp4 * tmp7
    tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
    tmp11 = tl.where(xmask, tmp9, 0)
    tmp12 = tl.sum(tmp11, 1)[:, None].to(tl.float32)
    tmp15 = tmp4 * tmp14
    tmp16 = tmp13 + tmp15
    tmp17 = tl.full([1, 1], -0.5, tl.float32)
    tmp18 = tmp12 * tmp17
    tmp19 = tmp14 * tmp14
    tmp20 = tmp19 * tmp14
    tmp21 = tmp18 * tmp20
    tmp22 = tl.full([1, 1], 0.0009765625, tl.float32)
    tmp23 = tmp21 * tmp22
    tmp24 = tl.full([1, 1], 2.0, tl.float32)
    tmp25 = tmp7 * tmp24
    tmp26 = tmp23 * tmp25
    tmp27 = tmp16 + tmp26
    tl.store(in_out_ptr0 + (r0_1 + 1024*x0), tmp27, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpzw3fnmz8/wp/cwpvx3te52m3p5djwdx3ujlymx3o3g33larljsxok6lgyucngfwz.py
# Topologically Sorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
# Graph fragment:
#   %mm_115 : Tensor "f32[2048, 1024][1024, 1]cuda:0" = PlaceHolder[target=mm_115]
#   %mm_116 : Tensor "f32[2048, 1024][1024, 1]cuda:0" = PlaceHolder[target=mm_116]
#   %embedding : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0" = PlaceHolder[target=embedding]
#   %mm_3 : Tensor "f32[2048, 1024][1024, 1]cuda:0" = PlaceHolder[target=mm_3]
#   %rsqrt_1 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_1]
#   %mm_120 : Tensor "f32[2048, 1024][1024, 1]cuda:0" = PlaceHolder[target=mm_120]
#   %mm_121 : Tensor "f32[2048, 1024][1024, 1]cuda:0" = PlaceHolder[target=mm_121]
#   %mm_122 : Tensor "f32[2048, 1024][1024, 1]cuda:0" = PlaceHolder[target=mm_122]
#   %rsqrt : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0" = PlaceHolder[target=rsqrt]
#   %view_299 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_115, [4, 512, 1024]), kwargs = {})
#   %view_301 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_116, [4, 512, 1024]), kwargs = {})
#   %add_104 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_299, %view_301), kwargs = {})
#   %view_302 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_3, [4, 512, 1024]), kwargs = {})
#   %add_105 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %view_302), kwargs = {})
#   %mul_243 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_105, %rsqrt_1), kwargs = {})
#   %mul_244 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_104, %mul_243), kwargs = {})
#   %sum_42 : Tensor "f32[1, 1, 1024][1024, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_244, [0, 1], True), kwargs = {})
#   %view_318 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_120, [4, 512, 1024]), kwargs = {})
#   %view_321 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_121, [4, 512, 1024]), kwargs = {})
#   %add_112 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_318, %view_321), kwargs = {})
#   %view_324 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_122, [4, 512, 1024]), kwargs = {})
#   %add_113 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_112, %view_324), kwargs = {})
#   %mul_257 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%embedding, %rsqrt), kwargs = {})
#   %mul_258 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_113, %mul_257), kwargs = {})
#   %sum_45 : Tensor "f32[1, 1, 1024][1024, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_258, [0, 1], True), kwargs = {})
#   return %buf151,%buf173
triton_red_fused_18 = async_compile.triton('triton_red_fused_18', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 16384, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'in_ptr8': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_18', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 9, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': True, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': True, 'has_loadstore_with_contiguous_rdim': True, 'tiling_scores': {'x': 58982400, 'r0_': 16384}}
)
@triton.jit
def triton_red_fused_18(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, in_ptr8, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 16384
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 1024)
    x1 = xindex // 1024
    _tmp10 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    _tmp21 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 1024*r0_2 + 131072*x1), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.load(in_ptr1 + (x0 + 1024*r0_2 + 131072*x1), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp3 = tl.load(in_ptr2 + (x0 + 1024*r0_2 + 131072*x1), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp4 = tl.load(in_ptr3 + (x0 + 1024*r0_2 + 131072*x1), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp6 = tl.load(in_ptr4 + (r0_2 + 128*x1), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp12 = tl.load(in_ptr5 + (x0 + 1024*r0_2 + 131072*x1), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp13 = tl.load(in_ptr6 + (x0 + 1024*r0_2 + 131072*x1), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp15 = tl.load(in_ptr7 + (x0 + 1024*r0_2 + 131072*x1), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp17 = tl.load(in_ptr8 + (r0_2 + 128*x1), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp2 = tmp0 + tmp1
        tmp5 = tmp3 + tmp4
        tmp7 = tmp5 * tmp6
        tmp8 = tmp2 * tmp7
        tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
        tmp11 = _tmp10 + tmp9
        _tmp10 = tl.where(r0_mask, tmp11, _tmp10)
        tmp14 = tmp12 + tmp13
        tmp16 = tmp14 + tmp15
        tmp18 = tmp3 * tmp17
        tmp19 = tmp16 * tmp18
        tmp20 = tl.broadcast_to(tmp19, [XBLOCK, R0_BLOCK])
        tmp22 = _tmp21 + tmp20
        _tmp21 = tl.where(r0_mask, tmp22, _tmp21)
    tmp10 = tl.sum(_tmp10, 1)[:, None]
    tmp21 = tl.sum(_tmp21, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp10, None)
    tl.store(out_ptr1 + (x3), tmp21, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpzw3fnmz8/fu/cfuwmtuwufbgccv5la3op5o3rv3mspcxg7kmw4urhjhonzfqeskb.py
# Topologically Sorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
# Graph fragment:
#   %mm_120 : Tensor "f32[2048, 1024][1024, 1]cuda:0" = PlaceHolder[target=mm_120]
#   %mm_121 : Tensor "f32[2048, 1024][1024, 1]cuda:0" = PlaceHolder[target=mm_121]
#   %mm_122 : Tensor "f32[2048, 1024][1024, 1]cuda:0" = PlaceHolder[target=mm_122]
#   %wait_tensor_8 : Tensor "f32[1024][1]cuda:0" = PlaceHolder[target=wait_tensor_8]
#   %embedding : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0" = PlaceHolder[target=embedding]
#   %primals_41 : Tensor "i64[4, 512][512, 1]cuda:0" = PlaceHolder[target=primals_41]
#   %add_107 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0" = PlaceHolder[target=add_107]
#   %rsqrt : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0" = PlaceHolder[target=rsqrt]
#   %sum_46 : Tensor "f32[4, 512, 1][512, 1, 2048]cuda:0" = PlaceHolder[target=sum_46]
#   %full_default_3 : Tensor "f32[][]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %view_318 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_120, [4, 512, 1024]), kwargs = {})
#   %view_321 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_121, [4, 512, 1024]), kwargs = {})
#   %add_112 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_318, %view_321), kwargs = {})
#   %view_324 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_122, [4, 512, 1024]), kwargs = {})
#   %add_113 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_112, %view_324), kwargs = {})
#   %mul_259 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_113, %wait_tensor_8), kwargs = {})
#   %mul_260 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_259, %embedding), kwargs = {})
#   %mul_261 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_259, %rsqrt), kwargs = {})
#   %sum_46 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_260, [2], True), kwargs = {})
#   %add_114 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_107, %mul_261), kwargs = {})
#   %pow_35 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%rsqrt, 3), kwargs = {})
#   %mul_262 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%sum_46, -0.5), kwargs = {})
#   %mul_263 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_262, %pow_35), kwargs = {})
#   %expand_18 : Tensor "f32[4, 512, 1024][512, 1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%mul_263, [4, 512, 1024]), kwargs = {})
#   %div_33 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Scalar](args = (%expand_18, 1024), kwargs = {})
#   %pow_36 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%embedding, 1.0), kwargs = {})
#   %mul_264 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%pow_36, 2.0), kwargs = {})
#   %mul_265 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_33, %mul_264), kwargs = {})
#   %add_115 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_114, %mul_265), kwargs = {})
#   %eq_1 : Tensor "b8[4, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Scalar](args = (%primals_41, -1), kwargs = {})
#   %unsqueeze_5 : Tensor "b8[4, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%eq_1, -1), kwargs = {})
#   %where_6 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%unsqueeze_5, %full_default_3, %add_115), kwargs = {})
#   return %sum_46,%where_6
triton_per_fused_19 = async_compile.triton('triton_per_fused_19', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*i64', 'in_ptr6': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_19', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 8, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': True, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': True, 'has_loadstore_with_contiguous_rdim': True, 'tiling_scores': {'x': 24576, 'r0_': 58724352}}
)
@triton.jit
def triton_per_fused_19(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp3 = tl.load(in_ptr2 + (r0_1 + 1024*x0), xmask, other=0.0)
    tmp5 = tl.load(in_ptr3 + (r0_1), None, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr4 + (r0_1 + 1024*x0), xmask, other=0.0)
    tmp13 = tl.load(in_ptr5 + (x0), xmask, eviction_policy='evict_last')
    tmp16 = tl.load(in_out_ptr0 + (r0_1 + 1024*x0), xmask, other=0.0)
    tmp17 = tl.load(in_ptr6 + (x0), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp4 = tmp2 + tmp3
    tmp6 = tmp4 * tmp5
    tmp8 = tmp6 * tmp7
    tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
    tmp11 = tl.where(xmask, tmp9, 0)
    tmp12 = tl.sum(tmp11, 1)[:, None].to(tl.float32)
    tmp14 = tl.full([1, 1], -1, tl.int64)
    tmp15 = tmp13 == tmp14
    tmp18 = tmp6 * tmp17
    tmp19 = tmp16 + tmp18
    tmp20 = tl.full([1, 1], -0.5, tl.float32)
    tmp21 = tmp12 * tmp20
    tmp22 = tmp17 * tmp17
    tmp23 = tmp22 * tmp17
    tmp24 = tmp21 * tmp23
    tmp25 = tl.full([1, 1], 0.0009765625, tl.float32)
    tmp26 = tmp24 * tmp25
    tmp27 = tl.full([1, 1], 2.0, tl.float32)
    tmp28 = tmp7 * tmp27
    tmp29 = tmp26 * tmp28
    tmp30 = tmp19 + tmp29
    tmp31 = tl.full([1, 1], 0.0, tl.float32)
    tmp32 = tl.where(tmp15, tmp31, tmp30)
    tl.store(in_out_ptr0 + (r0_1 + 1024*x0), tmp32, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpzw3fnmz8/74/c74sdb22mpcnztwgzzmtyfozelkqcbmvrijftzs44yyfpjleg37b.py
# Topologically Sorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
# Graph fragment:
#   %full_default_5 : Tensor "f32[8192, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([8192, 1024], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   return %index_put_1
triton_poi_fused_20 = async_compile.triton('triton_poi_fused_20', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8388608}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_20', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': True, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': True, 'has_loadstore_with_contiguous_rdim': False, 'tiling_scores': {'x': 67108864}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_20(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 8388608
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.full([1], 0.0, tl.float32)
    tl.store(out_ptr0 + (x0), tmp0, None)
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
        primals_41, wait_tensor_8, wait_tensor_9, wait_tensor_17, wait_tensor_18, wait_tensor_26, wait_tensor_27, wait_tensor_35, wait_tensor_36, wait_tensor_37, embedding, mm_default, rsqrt, view_43, div, view_59, mm_3, rsqrt_1, view_61, mm_4, mm_5, view_65, add_10, rsqrt_2, view_67, div_2, view_83, add_15, rsqrt_3, view_85, mm_11, mm_12, view_89, add_18, rsqrt_4, view_91, div_4, view_107, add_23, rsqrt_5, view_109, mm_18, mm_19, view_113, add_26, rsqrt_6, view_115, div_6, view_131, add_31, rsqrt_7, view_133, mm_25, mm_26, view_137, add_34, rsqrt_8, view_139, mm_28, constant_pad_nd, amax_4, log, convert_element_type_1, permute_52, permute_56, permute_60, permute_64, permute_68, permute_72, permute_73, permute_74, permute_79, permute_84, permute_89, permute_93, permute_97, permute_101, permute_105, permute_109, permute_110, permute_111, permute_116, permute_121, permute_126, permute_130, permute_134, permute_138, permute_142, permute_146, permute_147, permute_148, permute_153, permute_158, permute_163, permute_167, permute_171, permute_175, permute_179, permute_183, permute_184, permute_185, permute_190, permute_195, permute_200, tangents_1 = args
        args.clear()
        assert_size_stride(primals_41, (4, 512), (512, 1))
        assert_size_stride(wait_tensor_8, (1024, ), (1, ))
        assert_size_stride(wait_tensor_9, (1024, ), (1, ))
        assert_size_stride(wait_tensor_17, (1024, ), (1, ))
        assert_size_stride(wait_tensor_18, (1024, ), (1, ))
        assert_size_stride(wait_tensor_26, (1024, ), (1, ))
        assert_size_stride(wait_tensor_27, (1024, ), (1, ))
        assert_size_stride(wait_tensor_35, (1024, ), (1, ))
        assert_size_stride(wait_tensor_36, (1024, ), (1, ))
        assert_size_stride(wait_tensor_37, (1024, ), (1, ))
        assert_size_stride(embedding, (4, 512, 1024), (524288, 1024, 1))
        assert_size_stride(mm_default, (32, 512), (512, 1))
        assert_size_stride(rsqrt, (4, 512, 1), (512, 1, 1))
        assert_size_stride(view_43, (2048, 1024), (1024, 1))
        assert_size_stride(div, (4, 16, 512, 512), (4194304, 262144, 512, 1))
        assert_size_stride(view_59, (2048, 1024), (1024, 1))
        assert_size_stride(mm_3, (2048, 1024), (1024, 1))
        assert_size_stride(rsqrt_1, (4, 512, 1), (512, 1, 1))
        assert_size_stride(view_61, (2048, 1024), (1024, 1))
        assert_size_stride(mm_4, (2048, 2816), (2816, 1))
        assert_size_stride(mm_5, (2048, 2816), (2816, 1))
        assert_size_stride(view_65, (2048, 2816), (2816, 1))
        assert_size_stride(add_10, (4, 512, 1024), (524288, 1024, 1))
        assert_size_stride(rsqrt_2, (4, 512, 1), (512, 1, 1))
        assert_size_stride(view_67, (2048, 1024), (1024, 1))
        assert_size_stride(div_2, (4, 16, 512, 512), (4194304, 262144, 512, 1))
        assert_size_stride(view_83, (2048, 1024), (1024, 1))
        assert_size_stride(add_15, (4, 512, 1024), (524288, 1024, 1))
        assert_size_stride(rsqrt_3, (4, 512, 1), (512, 1, 1))
        assert_size_stride(view_85, (2048, 1024), (1024, 1))
        assert_size_stride(mm_11, (2048, 2816), (2816, 1))
        assert_size_stride(mm_12, (2048, 2816), (2816, 1))
        assert_size_stride(view_89, (2048, 2816), (2816, 1))
        assert_size_stride(add_18, (4, 512, 1024), (524288, 1024, 1))
        assert_size_stride(rsqrt_4, (4, 512, 1), (512, 1, 1))
        assert_size_stride(view_91, (2048, 1024), (1024, 1))
        assert_size_stride(div_4, (4, 16, 512, 512), (4194304, 262144, 512, 1))
        assert_size_stride(view_107, (2048, 1024), (1024, 1))
        assert_size_stride(add_23, (4, 512, 1024), (524288, 1024, 1))
        assert_size_stride(rsqrt_5, (4, 512, 1), (512, 1, 1))
        assert_size_stride(view_109, (2048, 1024), (1024, 1))
        assert_size_stride(mm_18, (2048, 2816), (2816, 1))
        assert_size_stride(mm_19, (2048, 2816), (2816, 1))
        assert_size_stride(view_113, (2048, 2816), (2816, 1))
        assert_size_stride(add_26, (4, 512, 1024), (524288, 1024, 1))
        assert_size_stride(rsqrt_6, (4, 512, 1), (512, 1, 1))
        assert_size_stride(view_115, (2048, 1024), (1024, 1))
        assert_size_stride(div_6, (4, 16, 512, 512), (4194304, 262144, 512, 1))
        assert_size_stride(view_131, (2048, 1024), (1024, 1))
        assert_size_stride(add_31, (4, 512, 1024), (524288, 1024, 1))
        assert_size_stride(rsqrt_7, (4, 512, 1), (512, 1, 1))
        assert_size_stride(view_133, (2048, 1024), (1024, 1))
        assert_size_stride(mm_25, (2048, 2816), (2816, 1))
        assert_size_stride(mm_26, (2048, 2816), (2816, 1))
        assert_size_stride(view_137, (2048, 2816), (2816, 1))
        assert_size_stride(add_34, (4, 512, 1024), (524288, 1024, 1))
        assert_size_stride(rsqrt_8, (4, 512, 1), (512, 1, 1))
        assert_size_stride(view_139, (2048, 1024), (1024, 1))
        assert_size_stride(mm_28, (2048, 8192), (8192, 1))
        assert_size_stride(constant_pad_nd, (4, 513), (513, 1))
        assert_size_stride(amax_4, (2048, 1), (1, 1))
        assert_size_stride(log, (2048, 1), (1, 1))
        assert_size_stride(convert_element_type_1, (), ())
        assert_size_stride(permute_52, (8192, 1024), (1024, 1))
        assert_size_stride(permute_56, (1024, 2816), (2816, 1))
        assert_size_stride(permute_60, (2816, 1024), (1024, 1))
        assert_size_stride(permute_64, (2816, 1024), (1024, 1))
        assert_size_stride(permute_68, (1024, 1024), (1024, 1))
        assert_size_stride(permute_72, (64, 64, 512), (32768, 1, 64))
        assert_size_stride(permute_73, (64, 64, 512), (32768, 1, 64))
        assert_size_stride(permute_74, (64, 512, 64), (32768, 1, 512))
        assert_size_stride(permute_79, (1024, 1024), (1024, 1))
        assert_size_stride(permute_84, (1024, 1024), (1024, 1))
        assert_size_stride(permute_89, (1024, 1024), (1024, 1))
        assert_size_stride(permute_93, (1024, 2816), (2816, 1))
        assert_size_stride(permute_97, (2816, 1024), (1024, 1))
        assert_size_stride(permute_101, (2816, 1024), (1024, 1))
        assert_size_stride(permute_105, (1024, 1024), (1024, 1))
        assert_size_stride(permute_109, (64, 64, 512), (32768, 1, 64))
        assert_size_stride(permute_110, (64, 64, 512), (32768, 1, 64))
        assert_size_stride(permute_111, (64, 512, 64), (32768, 1, 512))
        assert_size_stride(permute_116, (1024, 1024), (1024, 1))
        assert_size_stride(permute_121, (1024, 1024), (1024, 1))
        assert_size_stride(permute_126, (1024, 1024), (1024, 1))
        assert_size_stride(permute_130, (1024, 2816), (2816, 1))
        assert_size_stride(permute_134, (2816, 1024), (1024, 1))
        assert_size_stride(permute_138, (2816, 1024), (1024, 1))
        assert_size_stride(permute_142, (1024, 1024), (1024, 1))
        assert_size_stride(permute_146, (64, 64, 512), (32768, 1, 64))
        assert_size_stride(permute_147, (64, 64, 512), (32768, 1, 64))
        assert_size_stride(permute_148, (64, 512, 64), (32768, 1, 512))
        assert_size_stride(permute_153, (1024, 1024), (1024, 1))
        assert_size_stride(permute_158, (1024, 1024), (1024, 1))
        assert_size_stride(permute_163, (1024, 1024), (1024, 1))
        assert_size_stride(permute_167, (1024, 2816), (2816, 1))
        assert_size_stride(permute_171, (2816, 1024), (1024, 1))
        assert_size_stride(permute_175, (2816, 1024), (1024, 1))
        assert_size_stride(permute_179, (1024, 1024), (1024, 1))
        assert_size_stride(permute_183, (64, 64, 512), (32768, 1, 64))
        assert_size_stride(permute_184, (64, 64, 512), (32768, 1, 64))
        assert_size_stride(permute_185, (64, 512, 64), (32768, 1, 512))
        assert_size_stride(permute_190, (1024, 1024), (1024, 1))
        assert_size_stride(permute_195, (1024, 1024), (1024, 1))
        assert_size_stride(permute_200, (1024, 1024), (1024, 1))
        assert_size_stride(tangents_1, (), ())
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf1 = mm_28; del mm_28  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_red_fused_0.run(buf1, constant_pad_nd, tangents_1, convert_element_type_1, amax_4, log, 2048, 8192, stream=stream0)
            del amax_4
            del constant_pad_nd
            del convert_element_type_1
            del log
            del tangents_1
            buf2 = empty_strided_cuda((8192, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.mm(reinterpret_tensor(buf1, (8192, 2048), (1, 8192), 0), view_139, out=buf2)
            del view_139
            # Topologically Sorted Source Nodes: [], Original ATen: []
            buf3 = torch.ops._c10d_functional.reduce_scatter_tensor.default(reinterpret_tensor(buf2, (8388608, ), (1, ), 0), 'sum', 2, '0')
            assert_size_stride(buf3, (4194304, ), (1, ), 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            assert_alignment(buf3, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            buf4 = empty_strided_cuda((2048, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.mm(buf1, permute_52, out=buf4)
            del permute_52
            buf5 = empty_strided_cuda((1, 1, 1024, 16), (16384, 16384, 1, 1024), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_red_fused_1.run(buf4, add_34, rsqrt_8, buf5, 16384, 128, stream=stream0)
            buf39 = empty_strided_cuda((2, 1443328), (1443328, 1), torch.float32)
            buf35 = reinterpret_tensor(buf39, (2, 512), (1443328, 1), 0)  # alias
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_per_fused_2.run(buf5, buf35, 1024, 16, stream=stream0)
            buf8 = reinterpret_tensor(buf4, (4, 512, 1024), (524288, 1024, 1), 0); del buf4  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_per_fused_3.run(buf8, wait_tensor_37, add_34, rsqrt_8, 2048, 1024, stream=stream0)
            del add_34
            del rsqrt_8
            del wait_tensor_37
            buf9 = empty_strided_cuda((1024, 2816), (2816, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.mm(reinterpret_tensor(buf8, (1024, 2048), (1, 1024), 0), view_137, out=buf9)
            del view_137
            buf10 = empty_strided_cuda((2048, 2816), (2816, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.mm(reinterpret_tensor(buf8, (2048, 1024), (1024, 1), 0), permute_56, out=buf10)
            del permute_56
            buf11 = empty_strided_cuda((4, 512, 2816), (1441792, 2816, 1), torch.float32)
            buf13 = reinterpret_tensor(mm_26, (4, 512, 2816), (1441792, 2816, 1), 0); del mm_26  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_4.run(buf13, buf10, mm_25, buf11, 5767168, stream=stream0)
            del buf10
            del mm_25
            buf12 = empty_strided_cuda((2048, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.mm(reinterpret_tensor(buf11, (2048, 2816), (2816, 1), 0), permute_60, out=buf12)
            del permute_60
            buf14 = empty_strided_cuda((2048, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.mm(reinterpret_tensor(buf13, (2048, 2816), (2816, 1), 0), permute_64, out=buf14)
            del permute_64
            buf15 = buf5; del buf5  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_red_fused_5.run(buf12, buf14, add_31, rsqrt_7, buf15, 16384, 128, stream=stream0)
            buf36 = reinterpret_tensor(buf39, (2, 512), (1443328, 1), 512)  # alias
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_per_fused_2.run(buf15, buf36, 1024, 16, stream=stream0)
            buf18 = buf8; del buf8  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_per_fused_6.run(buf18, buf12, buf14, wait_tensor_36, add_31, rsqrt_7, 2048, 1024, stream=stream0)
            del add_31
            del rsqrt_7
            del wait_tensor_36
            buf19 = buf14; del buf14  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.mm(reinterpret_tensor(buf18, (2048, 1024), (1024, 1), 0), permute_68, out=buf19)
            del permute_68
            buf20 = reinterpret_tensor(buf12, (4, 16, 512, 64), (524288, 32768, 64, 1), 0); del buf12  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_7.run(buf19, buf20, 2097152, stream=stream0)
            buf21 = reinterpret_tensor(buf19, (64, 512, 64), (32768, 64, 1), 0); del buf19  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.bmm(reinterpret_tensor(div_6, (64, 512, 512), (262144, 1, 512), 0), reinterpret_tensor(buf20, (64, 512, 64), (32768, 64, 1), 0), out=buf21)
            buf22 = reinterpret_tensor(buf1, (64, 512, 512), (262144, 512, 1), 0); del buf1  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.bmm(reinterpret_tensor(buf20, (64, 512, 64), (32768, 64, 1), 0), permute_72, out=buf22)
            del permute_72
            buf24 = div_6; del div_6  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_per_fused_8.run(buf24, buf22, 32768, 512, stream=stream0)
            del buf22
            buf25 = reinterpret_tensor(buf20, (64, 64, 512), (32768, 512, 1), 0); del buf20  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.bmm(permute_73, reinterpret_tensor(buf24, (64, 512, 512), (262144, 512, 1), 0), out=buf25)
            del permute_73
            buf26 = empty_strided_cuda((64, 512, 64), (32768, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.bmm(reinterpret_tensor(buf24, (64, 512, 512), (262144, 512, 1), 0), permute_74, out=buf26)
            del permute_74
            buf27 = empty_strided_cuda((2048, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_9.run(buf21, buf27, 2097152, stream=stream0)
            buf28 = reinterpret_tensor(buf21, (2048, 1024), (1024, 1), 0); del buf21  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.mm(buf27, permute_79, out=buf28)
            del permute_79
            buf29 = empty_strided_cuda((4, 512, 16, 64), (524288, 1024, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_10.run(buf25, mm_default, buf29, 4096, 512, stream=stream0)
            buf30 = reinterpret_tensor(buf25, (2048, 1024), (1024, 1), 0); del buf25  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.mm(reinterpret_tensor(buf29, (2048, 1024), (1024, 1), 0), permute_84, out=buf30)
            del permute_84
            buf31 = empty_strided_cuda((4, 512, 16, 64), (524288, 1024, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_11.run(buf26, mm_default, buf31, 2097152, stream=stream0)
            buf32 = reinterpret_tensor(buf26, (2048, 1024), (1024, 1), 0); del buf26  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.mm(reinterpret_tensor(buf31, (2048, 1024), (1024, 1), 0), permute_89, out=buf32)
            del permute_89
            buf33 = buf15; del buf15  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_red_fused_12.run(buf28, buf30, buf32, add_26, rsqrt_6, buf33, 16384, 128, stream=stream0)
            buf37 = reinterpret_tensor(buf39, (2, 512), (1443328, 1), 1024)  # alias
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_per_fused_2.run(buf33, buf37, 1024, 16, stream=stream0)
            buf38 = reinterpret_tensor(buf39, (2, 1441792), (1443328, 1), 1536)  # alias
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_13.run(buf9, buf38, 2883584, stream=stream0)
            del buf35
            del buf36
            del buf37
            del buf38
            # Topologically Sorted Source Nodes: [], Original ATen: []
            buf40 = torch.ops._c10d_functional.reduce_scatter_tensor.default(reinterpret_tensor(buf39, (2886656, ), (1, ), 0), 'sum', 2, '0')
            assert_size_stride(buf40, (1443328, ), (1, ), 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            assert_alignment(buf40, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            buf41 = reinterpret_tensor(buf9, (2816, 1024), (1024, 1), 0); del buf9  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.mm(reinterpret_tensor(buf11, (2816, 2048), (1, 2816), 0), view_133, out=buf41)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            buf42 = torch.ops._c10d_functional.reduce_scatter_tensor.default(reinterpret_tensor(buf41, (2883584, ), (1, ), 0), 'sum', 2, '0')
            assert_size_stride(buf42, (1441792, ), (1, ), 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            assert_alignment(buf42, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            buf43 = empty_strided_cuda((2816, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.mm(reinterpret_tensor(buf13, (2816, 2048), (1, 2816), 0), view_133, out=buf43)
            del view_133
            # Topologically Sorted Source Nodes: [], Original ATen: []
            buf44 = torch.ops._c10d_functional.reduce_scatter_tensor.default(reinterpret_tensor(buf43, (2883584, ), (1, ), 0), 'sum', 2, '0')
            assert_size_stride(buf44, (1441792, ), (1, ), 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            assert_alignment(buf44, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            buf45 = empty_strided_cuda((1024, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.mm(reinterpret_tensor(buf18, (1024, 2048), (1, 1024), 0), view_131, out=buf45)
            del view_131
            # Topologically Sorted Source Nodes: [], Original ATen: []
            buf46 = torch.ops._c10d_functional.reduce_scatter_tensor.default(reinterpret_tensor(buf45, (1048576, ), (1, ), 0), 'sum', 2, '0')
            assert_size_stride(buf46, (524288, ), (1, ), 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            assert_alignment(buf46, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            buf47 = empty_strided_cuda((1024, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.mm(reinterpret_tensor(buf27, (1024, 2048), (1, 1024), 0), view_115, out=buf47)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            buf48 = torch.ops._c10d_functional.reduce_scatter_tensor.default(reinterpret_tensor(buf47, (1048576, ), (1, ), 0), 'sum', 2, '0')
            assert_size_stride(buf48, (524288, ), (1, ), 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            assert_alignment(buf48, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            buf49 = empty_strided_cuda((1024, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.mm(reinterpret_tensor(buf29, (1024, 2048), (1, 1024), 0), view_115, out=buf49)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            buf50 = torch.ops._c10d_functional.reduce_scatter_tensor.default(reinterpret_tensor(buf49, (1048576, ), (1, ), 0), 'sum', 2, '0')
            assert_size_stride(buf50, (524288, ), (1, ), 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            assert_alignment(buf50, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            buf51 = empty_strided_cuda((1024, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.mm(reinterpret_tensor(buf31, (1024, 2048), (1, 1024), 0), view_115, out=buf51)
            del view_115
            # Topologically Sorted Source Nodes: [], Original ATen: []
            buf52 = torch.ops._c10d_functional.reduce_scatter_tensor.default(reinterpret_tensor(buf51, (1048576, ), (1, ), 0), 'sum', 2, '0')
            assert_size_stride(buf52, (524288, ), (1, ), 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            assert_alignment(buf52, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            buf54 = buf18; del buf18  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_per_fused_14.run(buf54, buf28, buf30, buf32, wait_tensor_35, add_26, rsqrt_6, 2048, 1024, stream=stream0)
            del add_26
            del rsqrt_6
            del wait_tensor_35
            buf55 = empty_strided_cuda((1024, 2816), (2816, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.mm(reinterpret_tensor(buf54, (1024, 2048), (1, 1024), 0), view_113, out=buf55)
            del view_113
            buf56 = reinterpret_tensor(buf13, (2048, 2816), (2816, 1), 0); del buf13  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.mm(reinterpret_tensor(buf54, (2048, 1024), (1024, 1), 0), permute_93, out=buf56)
            del permute_93
            buf57 = buf11; del buf11  # reuse
            buf59 = reinterpret_tensor(mm_19, (4, 512, 2816), (1441792, 2816, 1), 0); del mm_19  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_4.run(buf59, buf56, mm_18, buf57, 5767168, stream=stream0)
            del buf56
            del mm_18
            buf58 = buf32; del buf32  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.mm(reinterpret_tensor(buf57, (2048, 2816), (2816, 1), 0), permute_97, out=buf58)
            del permute_97
            buf60 = buf30; del buf30  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.mm(reinterpret_tensor(buf59, (2048, 2816), (2816, 1), 0), permute_101, out=buf60)
            del permute_101
            buf61 = buf33; del buf33  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_red_fused_5.run(buf58, buf60, add_23, rsqrt_5, buf61, 16384, 128, stream=stream0)
            buf84 = empty_strided_cuda((2, 1442816), (1442816, 1), torch.float32)
            buf81 = reinterpret_tensor(buf84, (2, 512), (1442816, 1), 0)  # alias
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_per_fused_15.run(buf61, buf81, 1024, 16, stream=stream0)
            buf64 = buf54; del buf54  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_per_fused_6.run(buf64, buf58, buf60, wait_tensor_27, add_23, rsqrt_5, 2048, 1024, stream=stream0)
            del add_23
            del rsqrt_5
            del wait_tensor_27
            buf65 = buf60; del buf60  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.mm(reinterpret_tensor(buf64, (2048, 1024), (1024, 1), 0), permute_105, out=buf65)
            del permute_105
            buf66 = reinterpret_tensor(buf58, (4, 16, 512, 64), (524288, 32768, 64, 1), 0); del buf58  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_7.run(buf65, buf66, 2097152, stream=stream0)
            buf67 = reinterpret_tensor(buf65, (64, 512, 64), (32768, 64, 1), 0); del buf65  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.bmm(reinterpret_tensor(div_4, (64, 512, 512), (262144, 1, 512), 0), reinterpret_tensor(buf66, (64, 512, 64), (32768, 64, 1), 0), out=buf67)
            buf68 = reinterpret_tensor(buf24, (64, 512, 512), (262144, 512, 1), 0); del buf24  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.bmm(reinterpret_tensor(buf66, (64, 512, 64), (32768, 64, 1), 0), permute_109, out=buf68)
            del permute_109
            buf70 = div_4; del div_4  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_per_fused_8.run(buf70, buf68, 32768, 512, stream=stream0)
            del buf68
            buf71 = reinterpret_tensor(buf66, (64, 64, 512), (32768, 512, 1), 0); del buf66  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.bmm(permute_110, reinterpret_tensor(buf70, (64, 512, 512), (262144, 512, 1), 0), out=buf71)
            del permute_110
            buf72 = reinterpret_tensor(buf28, (64, 512, 64), (32768, 64, 1), 0); del buf28  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.bmm(reinterpret_tensor(buf70, (64, 512, 512), (262144, 512, 1), 0), permute_111, out=buf72)
            del permute_111
            buf73 = reinterpret_tensor(buf31, (2048, 1024), (1024, 1), 0); del buf31  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_9.run(buf67, buf73, 2097152, stream=stream0)
            buf74 = reinterpret_tensor(buf67, (2048, 1024), (1024, 1), 0); del buf67  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.mm(buf73, permute_116, out=buf74)
            del permute_116
            buf75 = buf29; del buf29  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_10.run(buf71, mm_default, buf75, 4096, 512, stream=stream0)
            buf76 = reinterpret_tensor(buf71, (2048, 1024), (1024, 1), 0); del buf71  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.mm(reinterpret_tensor(buf75, (2048, 1024), (1024, 1), 0), permute_121, out=buf76)
            del permute_121
            buf77 = reinterpret_tensor(buf27, (4, 512, 16, 64), (524288, 1024, 64, 1), 0); del buf27  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_11.run(buf72, mm_default, buf77, 2097152, stream=stream0)
            buf78 = reinterpret_tensor(buf72, (2048, 1024), (1024, 1), 0); del buf72  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.mm(reinterpret_tensor(buf77, (2048, 1024), (1024, 1), 0), permute_126, out=buf78)
            del permute_126
            buf79 = buf61; del buf61  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_red_fused_12.run(buf74, buf76, buf78, add_18, rsqrt_4, buf79, 16384, 128, stream=stream0)
            buf82 = reinterpret_tensor(buf84, (2, 512), (1442816, 1), 512)  # alias
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_per_fused_15.run(buf79, buf82, 1024, 16, stream=stream0)
            buf83 = reinterpret_tensor(buf84, (2, 1441792), (1442816, 1), 1024)  # alias
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_16.run(buf55, buf83, 2883584, stream=stream0)
            del buf81
            del buf82
            del buf83
            # Topologically Sorted Source Nodes: [], Original ATen: []
            buf85 = torch.ops._c10d_functional.reduce_scatter_tensor.default(reinterpret_tensor(buf84, (2885632, ), (1, ), 0), 'sum', 2, '0')
            assert_size_stride(buf85, (1442816, ), (1, ), 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            assert_alignment(buf85, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            buf86 = reinterpret_tensor(buf55, (2816, 1024), (1024, 1), 0); del buf55  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.mm(reinterpret_tensor(buf57, (2816, 2048), (1, 2816), 0), view_109, out=buf86)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            buf87 = torch.ops._c10d_functional.reduce_scatter_tensor.default(reinterpret_tensor(buf86, (2883584, ), (1, ), 0), 'sum', 2, '0')
            assert_size_stride(buf87, (1441792, ), (1, ), 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            assert_alignment(buf87, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            buf88 = empty_strided_cuda((2816, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.mm(reinterpret_tensor(buf59, (2816, 2048), (1, 2816), 0), view_109, out=buf88)
            del view_109
            # Topologically Sorted Source Nodes: [], Original ATen: []
            buf89 = torch.ops._c10d_functional.reduce_scatter_tensor.default(reinterpret_tensor(buf88, (2883584, ), (1, ), 0), 'sum', 2, '0')
            assert_size_stride(buf89, (1441792, ), (1, ), 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            assert_alignment(buf89, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            buf90 = empty_strided_cuda((1024, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.mm(reinterpret_tensor(buf64, (1024, 2048), (1, 1024), 0), view_107, out=buf90)
            del view_107
            # Topologically Sorted Source Nodes: [], Original ATen: []
            buf91 = torch.ops._c10d_functional.reduce_scatter_tensor.default(reinterpret_tensor(buf90, (1048576, ), (1, ), 0), 'sum', 2, '0')
            assert_size_stride(buf91, (524288, ), (1, ), 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            assert_alignment(buf91, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            buf92 = empty_strided_cuda((1024, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.mm(reinterpret_tensor(buf73, (1024, 2048), (1, 1024), 0), view_91, out=buf92)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            buf93 = torch.ops._c10d_functional.reduce_scatter_tensor.default(reinterpret_tensor(buf92, (1048576, ), (1, ), 0), 'sum', 2, '0')
            assert_size_stride(buf93, (524288, ), (1, ), 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            assert_alignment(buf93, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            buf94 = empty_strided_cuda((1024, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.mm(reinterpret_tensor(buf75, (1024, 2048), (1, 1024), 0), view_91, out=buf94)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            buf95 = torch.ops._c10d_functional.reduce_scatter_tensor.default(reinterpret_tensor(buf94, (1048576, ), (1, ), 0), 'sum', 2, '0')
            assert_size_stride(buf95, (524288, ), (1, ), 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            assert_alignment(buf95, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            buf96 = empty_strided_cuda((1024, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.mm(reinterpret_tensor(buf77, (1024, 2048), (1, 1024), 0), view_91, out=buf96)
            del view_91
            # Topologically Sorted Source Nodes: [], Original ATen: []
            buf97 = torch.ops._c10d_functional.reduce_scatter_tensor.default(reinterpret_tensor(buf96, (1048576, ), (1, ), 0), 'sum', 2, '0')
            assert_size_stride(buf97, (524288, ), (1, ), 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            assert_alignment(buf97, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            buf99 = buf64; del buf64  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_per_fused_14.run(buf99, buf74, buf76, buf78, wait_tensor_26, add_18, rsqrt_4, 2048, 1024, stream=stream0)
            del add_18
            del rsqrt_4
            del wait_tensor_26
            buf100 = empty_strided_cuda((1024, 2816), (2816, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.mm(reinterpret_tensor(buf99, (1024, 2048), (1, 1024), 0), view_89, out=buf100)
            del view_89
            buf101 = reinterpret_tensor(buf59, (2048, 2816), (2816, 1), 0); del buf59  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.mm(reinterpret_tensor(buf99, (2048, 1024), (1024, 1), 0), permute_130, out=buf101)
            del permute_130
            buf102 = buf57; del buf57  # reuse
            buf104 = reinterpret_tensor(mm_12, (4, 512, 2816), (1441792, 2816, 1), 0); del mm_12  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_4.run(buf104, buf101, mm_11, buf102, 5767168, stream=stream0)
            del buf101
            del mm_11
            buf103 = buf78; del buf78  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.mm(reinterpret_tensor(buf102, (2048, 2816), (2816, 1), 0), permute_134, out=buf103)
            del permute_134
            buf105 = buf76; del buf76  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.mm(reinterpret_tensor(buf104, (2048, 2816), (2816, 1), 0), permute_138, out=buf105)
            del permute_138
            buf106 = buf79; del buf79  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_red_fused_5.run(buf103, buf105, add_15, rsqrt_3, buf106, 16384, 128, stream=stream0)
            buf129 = empty_strided_cuda((2, 1442816), (1442816, 1), torch.float32)
            buf126 = reinterpret_tensor(buf129, (2, 512), (1442816, 1), 0)  # alias
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_per_fused_15.run(buf106, buf126, 1024, 16, stream=stream0)
            buf109 = buf99; del buf99  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_per_fused_6.run(buf109, buf103, buf105, wait_tensor_18, add_15, rsqrt_3, 2048, 1024, stream=stream0)
            del add_15
            del rsqrt_3
            del wait_tensor_18
            buf110 = buf105; del buf105  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.mm(reinterpret_tensor(buf109, (2048, 1024), (1024, 1), 0), permute_142, out=buf110)
            del permute_142
            buf111 = reinterpret_tensor(buf103, (4, 16, 512, 64), (524288, 32768, 64, 1), 0); del buf103  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_7.run(buf110, buf111, 2097152, stream=stream0)
            buf112 = reinterpret_tensor(buf110, (64, 512, 64), (32768, 64, 1), 0); del buf110  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.bmm(reinterpret_tensor(div_2, (64, 512, 512), (262144, 1, 512), 0), reinterpret_tensor(buf111, (64, 512, 64), (32768, 64, 1), 0), out=buf112)
            buf113 = reinterpret_tensor(buf70, (64, 512, 512), (262144, 512, 1), 0); del buf70  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.bmm(reinterpret_tensor(buf111, (64, 512, 64), (32768, 64, 1), 0), permute_146, out=buf113)
            del permute_146
            buf115 = div_2; del div_2  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_per_fused_8.run(buf115, buf113, 32768, 512, stream=stream0)
            del buf113
            buf116 = reinterpret_tensor(buf111, (64, 64, 512), (32768, 512, 1), 0); del buf111  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.bmm(permute_147, reinterpret_tensor(buf115, (64, 512, 512), (262144, 512, 1), 0), out=buf116)
            del permute_147
            buf117 = reinterpret_tensor(buf74, (64, 512, 64), (32768, 64, 1), 0); del buf74  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.bmm(reinterpret_tensor(buf115, (64, 512, 512), (262144, 512, 1), 0), permute_148, out=buf117)
            del permute_148
            buf118 = reinterpret_tensor(buf77, (2048, 1024), (1024, 1), 0); del buf77  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_9.run(buf112, buf118, 2097152, stream=stream0)
            buf119 = reinterpret_tensor(buf112, (2048, 1024), (1024, 1), 0); del buf112  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.mm(buf118, permute_153, out=buf119)
            del permute_153
            buf120 = buf75; del buf75  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_10.run(buf116, mm_default, buf120, 4096, 512, stream=stream0)
            buf121 = reinterpret_tensor(buf116, (2048, 1024), (1024, 1), 0); del buf116  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.mm(reinterpret_tensor(buf120, (2048, 1024), (1024, 1), 0), permute_158, out=buf121)
            del permute_158
            buf122 = reinterpret_tensor(buf73, (4, 512, 16, 64), (524288, 1024, 64, 1), 0); del buf73  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_11.run(buf117, mm_default, buf122, 2097152, stream=stream0)
            buf123 = reinterpret_tensor(buf117, (2048, 1024), (1024, 1), 0); del buf117  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.mm(reinterpret_tensor(buf122, (2048, 1024), (1024, 1), 0), permute_163, out=buf123)
            del permute_163
            buf124 = buf106; del buf106  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_red_fused_12.run(buf119, buf121, buf123, add_10, rsqrt_2, buf124, 16384, 128, stream=stream0)
            buf127 = reinterpret_tensor(buf129, (2, 512), (1442816, 1), 512)  # alias
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_per_fused_15.run(buf124, buf127, 1024, 16, stream=stream0)
            buf128 = reinterpret_tensor(buf129, (2, 1441792), (1442816, 1), 1024)  # alias
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_16.run(buf100, buf128, 2883584, stream=stream0)
            del buf126
            del buf127
            del buf128
            # Topologically Sorted Source Nodes: [], Original ATen: []
            buf130 = torch.ops._c10d_functional.reduce_scatter_tensor.default(reinterpret_tensor(buf129, (2885632, ), (1, ), 0), 'sum', 2, '0')
            assert_size_stride(buf130, (1442816, ), (1, ), 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            assert_alignment(buf130, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            buf131 = reinterpret_tensor(buf100, (2816, 1024), (1024, 1), 0); del buf100  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.mm(reinterpret_tensor(buf102, (2816, 2048), (1, 2816), 0), view_85, out=buf131)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            buf132 = torch.ops._c10d_functional.reduce_scatter_tensor.default(reinterpret_tensor(buf131, (2883584, ), (1, ), 0), 'sum', 2, '0')
            assert_size_stride(buf132, (1441792, ), (1, ), 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            assert_alignment(buf132, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            buf133 = empty_strided_cuda((2816, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.mm(reinterpret_tensor(buf104, (2816, 2048), (1, 2816), 0), view_85, out=buf133)
            del view_85
            # Topologically Sorted Source Nodes: [], Original ATen: []
            buf134 = torch.ops._c10d_functional.reduce_scatter_tensor.default(reinterpret_tensor(buf133, (2883584, ), (1, ), 0), 'sum', 2, '0')
            assert_size_stride(buf134, (1441792, ), (1, ), 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            assert_alignment(buf134, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            buf135 = empty_strided_cuda((1024, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.mm(reinterpret_tensor(buf109, (1024, 2048), (1, 1024), 0), view_83, out=buf135)
            del view_83
            # Topologically Sorted Source Nodes: [], Original ATen: []
            buf136 = torch.ops._c10d_functional.reduce_scatter_tensor.default(reinterpret_tensor(buf135, (1048576, ), (1, ), 0), 'sum', 2, '0')
            assert_size_stride(buf136, (524288, ), (1, ), 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            assert_alignment(buf136, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            buf137 = empty_strided_cuda((1024, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.mm(reinterpret_tensor(buf118, (1024, 2048), (1, 1024), 0), view_67, out=buf137)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            buf138 = torch.ops._c10d_functional.reduce_scatter_tensor.default(reinterpret_tensor(buf137, (1048576, ), (1, ), 0), 'sum', 2, '0')
            assert_size_stride(buf138, (524288, ), (1, ), 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            assert_alignment(buf138, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            buf139 = empty_strided_cuda((1024, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.mm(reinterpret_tensor(buf120, (1024, 2048), (1, 1024), 0), view_67, out=buf139)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            buf140 = torch.ops._c10d_functional.reduce_scatter_tensor.default(reinterpret_tensor(buf139, (1048576, ), (1, ), 0), 'sum', 2, '0')
            assert_size_stride(buf140, (524288, ), (1, ), 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            assert_alignment(buf140, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            buf141 = empty_strided_cuda((1024, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.mm(reinterpret_tensor(buf122, (1024, 2048), (1, 1024), 0), view_67, out=buf141)
            del view_67
            # Topologically Sorted Source Nodes: [], Original ATen: []
            buf142 = torch.ops._c10d_functional.reduce_scatter_tensor.default(reinterpret_tensor(buf141, (1048576, ), (1, ), 0), 'sum', 2, '0')
            assert_size_stride(buf142, (524288, ), (1, ), 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            assert_alignment(buf142, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            buf144 = buf109; del buf109  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_per_fused_14.run(buf144, buf119, buf121, buf123, wait_tensor_17, add_10, rsqrt_2, 2048, 1024, stream=stream0)
            del add_10
            del rsqrt_2
            del wait_tensor_17
            buf145 = empty_strided_cuda((1024, 2816), (2816, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.mm(reinterpret_tensor(buf144, (1024, 2048), (1, 1024), 0), view_65, out=buf145)
            del view_65
            buf146 = reinterpret_tensor(buf104, (2048, 2816), (2816, 1), 0); del buf104  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.mm(reinterpret_tensor(buf144, (2048, 1024), (1024, 1), 0), permute_167, out=buf146)
            del permute_167
            buf147 = buf102; del buf102  # reuse
            buf149 = reinterpret_tensor(mm_5, (4, 512, 2816), (1441792, 2816, 1), 0); del mm_5  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_4.run(buf149, buf146, mm_4, buf147, 5767168, stream=stream0)
            del buf146
            del mm_4
            buf148 = buf123; del buf123  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.mm(reinterpret_tensor(buf147, (2048, 2816), (2816, 1), 0), permute_171, out=buf148)
            del permute_171
            buf150 = buf121; del buf121  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.mm(reinterpret_tensor(buf149, (2048, 2816), (2816, 1), 0), permute_175, out=buf150)
            del permute_175
            buf154 = buf144; del buf144  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_per_fused_17.run(buf154, buf148, buf150, wait_tensor_9, embedding, mm_3, rsqrt_1, 2048, 1024, stream=stream0)
            del wait_tensor_9
            buf155 = buf119; del buf119  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.mm(reinterpret_tensor(buf154, (2048, 1024), (1024, 1), 0), permute_179, out=buf155)
            del permute_179
            buf156 = reinterpret_tensor(buf122, (4, 16, 512, 64), (524288, 32768, 64, 1), 0); del buf122  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_7.run(buf155, buf156, 2097152, stream=stream0)
            buf157 = reinterpret_tensor(buf155, (64, 512, 64), (32768, 64, 1), 0); del buf155  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.bmm(reinterpret_tensor(div, (64, 512, 512), (262144, 1, 512), 0), reinterpret_tensor(buf156, (64, 512, 64), (32768, 64, 1), 0), out=buf157)
            buf167 = reinterpret_tensor(buf120, (2048, 1024), (1024, 1), 0); del buf120  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_9.run(buf157, buf167, 2097152, stream=stream0)
            buf168 = reinterpret_tensor(buf157, (2048, 1024), (1024, 1), 0); del buf157  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.mm(buf167, permute_190, out=buf168)
            del permute_190
            buf158 = reinterpret_tensor(buf115, (64, 512, 512), (262144, 512, 1), 0); del buf115  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.bmm(reinterpret_tensor(buf156, (64, 512, 64), (32768, 64, 1), 0), permute_183, out=buf158)
            del permute_183
            buf164 = div; del div  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_per_fused_8.run(buf164, buf158, 32768, 512, stream=stream0)
            del buf158
            buf165 = reinterpret_tensor(buf156, (64, 64, 512), (32768, 512, 1), 0); del buf156  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.bmm(permute_184, reinterpret_tensor(buf164, (64, 512, 512), (262144, 512, 1), 0), out=buf165)
            del permute_184
            buf169 = reinterpret_tensor(buf118, (4, 512, 16, 64), (524288, 1024, 64, 1), 0); del buf118  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_10.run(buf165, mm_default, buf169, 4096, 512, stream=stream0)
            buf170 = reinterpret_tensor(buf165, (2048, 1024), (1024, 1), 0); del buf165  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.mm(reinterpret_tensor(buf169, (2048, 1024), (1024, 1), 0), permute_195, out=buf170)
            del permute_195
            buf166 = empty_strided_cuda((64, 512, 64), (32768, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.bmm(reinterpret_tensor(buf164, (64, 512, 512), (262144, 512, 1), 0), permute_185, out=buf166)
            del buf164
            del permute_185
            buf171 = empty_strided_cuda((4, 512, 16, 64), (524288, 1024, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_11.run(buf166, mm_default, buf171, 2097152, stream=stream0)
            del mm_default
            buf172 = reinterpret_tensor(buf166, (2048, 1024), (1024, 1), 0); del buf166  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.mm(reinterpret_tensor(buf171, (2048, 1024), (1024, 1), 0), permute_200, out=buf172)
            del permute_200
            buf151 = buf124; del buf124  # reuse
            buf173 = empty_strided_cuda((1, 1, 1024, 16), (16384, 16384, 1, 1024), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_red_fused_18.run(buf148, buf150, embedding, mm_3, rsqrt_1, buf168, buf170, buf172, rsqrt, buf151, buf173, 16384, 128, stream=stream0)
            del buf148
            del buf150
            del mm_3
            del rsqrt_1
            buf178 = empty_strided_cuda((2, 1442816), (1442816, 1), torch.float32)
            buf175 = reinterpret_tensor(buf178, (2, 512), (1442816, 1), 0)  # alias
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_per_fused_15.run(buf151, buf175, 1024, 16, stream=stream0)
            del buf151
            buf160 = empty_strided_cuda((1024, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.mm(reinterpret_tensor(buf154, (1024, 2048), (1, 1024), 0), view_59, out=buf160)
            del view_59
            # Topologically Sorted Source Nodes: [], Original ATen: []
            buf161 = torch.ops._c10d_functional.reduce_scatter_tensor.default(reinterpret_tensor(buf160, (1048576, ), (1, ), 0), 'sum', 2, '0')
            assert_size_stride(buf161, (524288, ), (1, ), 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            assert_alignment(buf161, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            buf162 = empty_strided_cuda((2816, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.mm(reinterpret_tensor(buf147, (2816, 2048), (1, 2816), 0), view_61, out=buf162)
            del buf147
            # Topologically Sorted Source Nodes: [], Original ATen: []
            buf163 = torch.ops._c10d_functional.reduce_scatter_tensor.default(reinterpret_tensor(buf162, (2883584, ), (1, ), 0), 'sum', 2, '0')
            assert_size_stride(buf163, (1441792, ), (1, ), 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            assert_alignment(buf163, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            buf176 = reinterpret_tensor(buf178, (2, 512), (1442816, 1), 512)  # alias
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_per_fused_15.run(buf173, buf176, 1024, 16, stream=stream0)
            del buf173
            buf177 = reinterpret_tensor(buf178, (2, 1441792), (1442816, 1), 1024)  # alias
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_16.run(buf145, buf177, 2883584, stream=stream0)
            del buf175
            del buf176
            del buf177
            # Topologically Sorted Source Nodes: [], Original ATen: []
            buf179 = torch.ops._c10d_functional.reduce_scatter_tensor.default(reinterpret_tensor(buf178, (2885632, ), (1, ), 0), 'sum', 2, '0')
            assert_size_stride(buf179, (1442816, ), (1, ), 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            assert_alignment(buf179, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            buf180 = empty_strided_cuda((1024, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.mm(reinterpret_tensor(buf167, (1024, 2048), (1, 1024), 0), view_43, out=buf180)
            del buf167
            # Topologically Sorted Source Nodes: [], Original ATen: []
            buf181 = torch.ops._c10d_functional.reduce_scatter_tensor.default(reinterpret_tensor(buf180, (1048576, ), (1, ), 0), 'sum', 2, '0')
            assert_size_stride(buf181, (524288, ), (1, ), 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            assert_alignment(buf181, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            buf182 = reinterpret_tensor(buf145, (2816, 1024), (1024, 1), 0); del buf145  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.mm(reinterpret_tensor(buf149, (2816, 2048), (1, 2816), 0), view_61, out=buf182)
            del buf149
            del view_61
            # Topologically Sorted Source Nodes: [], Original ATen: []
            buf183 = torch.ops._c10d_functional.reduce_scatter_tensor.default(reinterpret_tensor(buf182, (2883584, ), (1, ), 0), 'sum', 2, '0')
            assert_size_stride(buf183, (1441792, ), (1, ), 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            assert_alignment(buf183, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            buf184 = empty_strided_cuda((1024, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.mm(reinterpret_tensor(buf169, (1024, 2048), (1, 1024), 0), view_43, out=buf184)
            del buf169
            # Topologically Sorted Source Nodes: [], Original ATen: []
            buf185 = torch.ops._c10d_functional.reduce_scatter_tensor.default(reinterpret_tensor(buf184, (1048576, ), (1, ), 0), 'sum', 2, '0')
            assert_size_stride(buf185, (524288, ), (1, ), 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            assert_alignment(buf185, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            buf187 = buf154; del buf154  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_per_fused_19.run(buf187, buf168, buf170, buf172, wait_tensor_8, embedding, primals_41, rsqrt, 2048, 1024, stream=stream0)
            del buf168
            del buf170
            del buf172
            del embedding
            del rsqrt
            del wait_tensor_8
            buf188 = empty_strided_cuda((8192, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_20.run(buf188, 8388608, stream=stream0)
            aten.index_put_(buf188, [primals_41], buf187, True)
            del buf187
            del primals_41
            # Topologically Sorted Source Nodes: [], Original ATen: []
            buf190 = torch.ops._c10d_functional.reduce_scatter_tensor.default(reinterpret_tensor(buf188, (8388608, ), (1, ), 0), 'sum', 2, '0')
            assert_size_stride(buf190, (4194304, ), (1, ), 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            assert_alignment(buf190, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            buf191 = empty_strided_cuda((1024, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.mm(reinterpret_tensor(buf171, (1024, 2048), (1, 1024), 0), view_43, out=buf191)
            del buf171
            del view_43
            # Topologically Sorted Source Nodes: [], Original ATen: []
            buf192 = torch.ops._c10d_functional.reduce_scatter_tensor.default(reinterpret_tensor(buf191, (1048576, ), (1, ), 0), 'sum', 2, '0')
            assert_size_stride(buf192, (524288, ), (1, ), 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            assert_alignment(buf192, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            # Topologically Sorted Source Nodes: [], Original ATen: []
            torch.ops._c10d_functional.wait_tensor.default(buf40)
            del buf39
            # Topologically Sorted Source Nodes: [], Original ATen: []
            torch.ops._c10d_functional.wait_tensor.default(buf85)
            del buf84
            # Topologically Sorted Source Nodes: [], Original ATen: []
            torch.ops._c10d_functional.wait_tensor.default(buf130)
            del buf129
            # Topologically Sorted Source Nodes: [], Original ATen: []
            torch.ops._c10d_functional.wait_tensor.default(buf179)
            del buf178
            # Topologically Sorted Source Nodes: [], Original ATen: []
            torch.ops._c10d_functional.wait_tensor.default(buf3)
            del buf2
            # Topologically Sorted Source Nodes: [], Original ATen: []
            torch.ops._c10d_functional.wait_tensor.default(buf42)
            del buf41
            # Topologically Sorted Source Nodes: [], Original ATen: []
            torch.ops._c10d_functional.wait_tensor.default(buf44)
            del buf43
            # Topologically Sorted Source Nodes: [], Original ATen: []
            torch.ops._c10d_functional.wait_tensor.default(buf46)
            del buf45
            # Topologically Sorted Source Nodes: [], Original ATen: []
            torch.ops._c10d_functional.wait_tensor.default(buf48)
            del buf47
            # Topologically Sorted Source Nodes: [], Original ATen: []
            torch.ops._c10d_functional.wait_tensor.default(buf50)
            del buf49
            # Topologically Sorted Source Nodes: [], Original ATen: []
            torch.ops._c10d_functional.wait_tensor.default(buf52)
            del buf51
            # Topologically Sorted Source Nodes: [], Original ATen: []
            torch.ops._c10d_functional.wait_tensor.default(buf87)
            del buf86
            # Topologically Sorted Source Nodes: [], Original ATen: []
            torch.ops._c10d_functional.wait_tensor.default(buf89)
            del buf88
            # Topologically Sorted Source Nodes: [], Original ATen: []
            torch.ops._c10d_functional.wait_tensor.default(buf91)
            del buf90
            # Topologically Sorted Source Nodes: [], Original ATen: []
            torch.ops._c10d_functional.wait_tensor.default(buf93)
            del buf92
            # Topologically Sorted Source Nodes: [], Original ATen: []
            torch.ops._c10d_functional.wait_tensor.default(buf95)
            del buf94
            # Topologically Sorted Source Nodes: [], Original ATen: []
            torch.ops._c10d_functional.wait_tensor.default(buf97)
            del buf96
            # Topologically Sorted Source Nodes: [], Original ATen: []
            torch.ops._c10d_functional.wait_tensor.default(buf132)
            del buf131
            # Topologically Sorted Source Nodes: [], Original ATen: []
            torch.ops._c10d_functional.wait_tensor.default(buf134)
            del buf133
            # Topologically Sorted Source Nodes: [], Original ATen: []
            torch.ops._c10d_functional.wait_tensor.default(buf136)
            del buf135
            # Topologically Sorted Source Nodes: [], Original ATen: []
            torch.ops._c10d_functional.wait_tensor.default(buf138)
            del buf137
            # Topologically Sorted Source Nodes: [], Original ATen: []
            torch.ops._c10d_functional.wait_tensor.default(buf140)
            del buf139
            # Topologically Sorted Source Nodes: [], Original ATen: []
            torch.ops._c10d_functional.wait_tensor.default(buf142)
            del buf141
            # Topologically Sorted Source Nodes: [], Original ATen: []
            torch.ops._c10d_functional.wait_tensor.default(buf163)
            del buf162
            # Topologically Sorted Source Nodes: [], Original ATen: []
            torch.ops._c10d_functional.wait_tensor.default(buf183)
            del buf182
            # Topologically Sorted Source Nodes: [], Original ATen: []
            torch.ops._c10d_functional.wait_tensor.default(buf161)
            del buf160
            # Topologically Sorted Source Nodes: [], Original ATen: []
            torch.ops._c10d_functional.wait_tensor.default(buf181)
            del buf180
            # Topologically Sorted Source Nodes: [], Original ATen: []
            torch.ops._c10d_functional.wait_tensor.default(buf185)
            del buf184
            # Topologically Sorted Source Nodes: [], Original ATen: []
            torch.ops._c10d_functional.wait_tensor.default(buf192)
            del buf191
            # Topologically Sorted Source Nodes: [], Original ATen: []
            torch.ops._c10d_functional.wait_tensor.default(buf190)
            del buf188
        return (buf190, buf192, buf185, buf181, buf161, buf183, buf163, reinterpret_tensor(buf179, (1441792, ), (1, ), 1024), reinterpret_tensor(buf179, (512, ), (1, ), 512), reinterpret_tensor(buf179, (512, ), (1, ), 0), buf142, buf140, buf138, buf136, buf134, buf132, reinterpret_tensor(buf130, (1441792, ), (1, ), 1024), reinterpret_tensor(buf130, (512, ), (1, ), 512), reinterpret_tensor(buf130, (512, ), (1, ), 0), buf97, buf95, buf93, buf91, buf89, buf87, reinterpret_tensor(buf85, (1441792, ), (1, ), 1024), reinterpret_tensor(buf85, (512, ), (1, ), 512), reinterpret_tensor(buf85, (512, ), (1, ), 0), buf52, buf50, buf48, buf46, buf44, buf42, reinterpret_tensor(buf40, (1441792, ), (1, ), 1536), reinterpret_tensor(buf40, (512, ), (1, ), 1024), reinterpret_tensor(buf40, (512, ), (1, ), 512), reinterpret_tensor(buf40, (512, ), (1, ), 0), buf3, None, None, None, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_41 = rand_strided((4, 512), (512, 1), device='cuda:0', dtype=torch.int64)
    wait_tensor_8 = rand_strided((1024, ), (1, ), device='cuda:0', dtype=torch.float32)
    wait_tensor_9 = rand_strided((1024, ), (1, ), device='cuda:0', dtype=torch.float32)
    wait_tensor_17 = rand_strided((1024, ), (1, ), device='cuda:0', dtype=torch.float32)
    wait_tensor_18 = rand_strided((1024, ), (1, ), device='cuda:0', dtype=torch.float32)
    wait_tensor_26 = rand_strided((1024, ), (1, ), device='cuda:0', dtype=torch.float32)
    wait_tensor_27 = rand_strided((1024, ), (1, ), device='cuda:0', dtype=torch.float32)
    wait_tensor_35 = rand_strided((1024, ), (1, ), device='cuda:0', dtype=torch.float32)
    wait_tensor_36 = rand_strided((1024, ), (1, ), device='cuda:0', dtype=torch.float32)
    wait_tensor_37 = rand_strided((1024, ), (1, ), device='cuda:0', dtype=torch.float32)
    embedding = rand_strided((4, 512, 1024), (524288, 1024, 1), device='cuda:0', dtype=torch.float32)
    mm_default = rand_strided((32, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    rsqrt = rand_strided((4, 512, 1), (512, 1, 1), device='cuda:0', dtype=torch.float32)
    view_43 = rand_strided((2048, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    div = rand_strided((4, 16, 512, 512), (4194304, 262144, 512, 1), device='cuda:0', dtype=torch.float32)
    view_59 = rand_strided((2048, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    mm_3 = rand_strided((2048, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    rsqrt_1 = rand_strided((4, 512, 1), (512, 1, 1), device='cuda:0', dtype=torch.float32)
    view_61 = rand_strided((2048, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    mm_4 = rand_strided((2048, 2816), (2816, 1), device='cuda:0', dtype=torch.float32)
    mm_5 = rand_strided((2048, 2816), (2816, 1), device='cuda:0', dtype=torch.float32)
    view_65 = rand_strided((2048, 2816), (2816, 1), device='cuda:0', dtype=torch.float32)
    add_10 = rand_strided((4, 512, 1024), (524288, 1024, 1), device='cuda:0', dtype=torch.float32)
    rsqrt_2 = rand_strided((4, 512, 1), (512, 1, 1), device='cuda:0', dtype=torch.float32)
    view_67 = rand_strided((2048, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    div_2 = rand_strided((4, 16, 512, 512), (4194304, 262144, 512, 1), device='cuda:0', dtype=torch.float32)
    view_83 = rand_strided((2048, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    add_15 = rand_strided((4, 512, 1024), (524288, 1024, 1), device='cuda:0', dtype=torch.float32)
    rsqrt_3 = rand_strided((4, 512, 1), (512, 1, 1), device='cuda:0', dtype=torch.float32)
    view_85 = rand_strided((2048, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    mm_11 = rand_strided((2048, 2816), (2816, 1), device='cuda:0', dtype=torch.float32)
    mm_12 = rand_strided((2048, 2816), (2816, 1), device='cuda:0', dtype=torch.float32)
    view_89 = rand_strided((2048, 2816), (2816, 1), device='cuda:0', dtype=torch.float32)
    add_18 = rand_strided((4, 512, 1024), (524288, 1024, 1), device='cuda:0', dtype=torch.float32)
    rsqrt_4 = rand_strided((4, 512, 1), (512, 1, 1), device='cuda:0', dtype=torch.float32)
    view_91 = rand_strided((2048, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    div_4 = rand_strided((4, 16, 512, 512), (4194304, 262144, 512, 1), device='cuda:0', dtype=torch.float32)
    view_107 = rand_strided((2048, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    add_23 = rand_strided((4, 512, 1024), (524288, 1024, 1), device='cuda:0', dtype=torch.float32)
    rsqrt_5 = rand_strided((4, 512, 1), (512, 1, 1), device='cuda:0', dtype=torch.float32)
    view_109 = rand_strided((2048, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    mm_18 = rand_strided((2048, 2816), (2816, 1), device='cuda:0', dtype=torch.float32)
    mm_19 = rand_strided((2048, 2816), (2816, 1), device='cuda:0', dtype=torch.float32)
    view_113 = rand_strided((2048, 2816), (2816, 1), device='cuda:0', dtype=torch.float32)
    add_26 = rand_strided((4, 512, 1024), (524288, 1024, 1), device='cuda:0', dtype=torch.float32)
    rsqrt_6 = rand_strided((4, 512, 1), (512, 1, 1), device='cuda:0', dtype=torch.float32)
    view_115 = rand_strided((2048, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    div_6 = rand_strided((4, 16, 512, 512), (4194304, 262144, 512, 1), device='cuda:0', dtype=torch.float32)
    view_131 = rand_strided((2048, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    add_31 = rand_strided((4, 512, 1024), (524288, 1024, 1), device='cuda:0', dtype=torch.float32)
    rsqrt_7 = rand_strided((4, 512, 1), (512, 1, 1), device='cuda:0', dtype=torch.float32)
    view_133 = rand_strided((2048, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    mm_25 = rand_strided((2048, 2816), (2816, 1), device='cuda:0', dtype=torch.float32)
    mm_26 = rand_strided((2048, 2816), (2816, 1), device='cuda:0', dtype=torch.float32)
    view_137 = rand_strided((2048, 2816), (2816, 1), device='cuda:0', dtype=torch.float32)
    add_34 = rand_strided((4, 512, 1024), (524288, 1024, 1), device='cuda:0', dtype=torch.float32)
    rsqrt_8 = rand_strided((4, 512, 1), (512, 1, 1), device='cuda:0', dtype=torch.float32)
    view_139 = rand_strided((2048, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    mm_28 = rand_strided((2048, 8192), (8192, 1), device='cuda:0', dtype=torch.float32)
    constant_pad_nd = rand_strided((4, 513), (513, 1), device='cuda:0', dtype=torch.int64)
    amax_4 = rand_strided((2048, 1), (1, 1), device='cuda:0', dtype=torch.float32)
    log = rand_strided((2048, 1), (1, 1), device='cuda:0', dtype=torch.float32)
    convert_element_type_1 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    permute_52 = rand_strided((8192, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    permute_56 = rand_strided((1024, 2816), (2816, 1), device='cuda:0', dtype=torch.float32)
    permute_60 = rand_strided((2816, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    permute_64 = rand_strided((2816, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    permute_68 = rand_strided((1024, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    permute_72 = rand_strided((64, 64, 512), (32768, 1, 64), device='cuda:0', dtype=torch.float32)
    permute_73 = rand_strided((64, 64, 512), (32768, 1, 64), device='cuda:0', dtype=torch.float32)
    permute_74 = rand_strided((64, 512, 64), (32768, 1, 512), device='cuda:0', dtype=torch.float32)
    permute_79 = rand_strided((1024, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    permute_84 = rand_strided((1024, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    permute_89 = rand_strided((1024, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    permute_93 = rand_strided((1024, 2816), (2816, 1), device='cuda:0', dtype=torch.float32)
    permute_97 = rand_strided((2816, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    permute_101 = rand_strided((2816, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    permute_105 = rand_strided((1024, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    permute_109 = rand_strided((64, 64, 512), (32768, 1, 64), device='cuda:0', dtype=torch.float32)
    permute_110 = rand_strided((64, 64, 512), (32768, 1, 64), device='cuda:0', dtype=torch.float32)
    permute_111 = rand_strided((64, 512, 64), (32768, 1, 512), device='cuda:0', dtype=torch.float32)
    permute_116 = rand_strided((1024, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    permute_121 = rand_strided((1024, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    permute_126 = rand_strided((1024, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    permute_130 = rand_strided((1024, 2816), (2816, 1), device='cuda:0', dtype=torch.float32)
    permute_134 = rand_strided((2816, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    permute_138 = rand_strided((2816, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    permute_142 = rand_strided((1024, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    permute_146 = rand_strided((64, 64, 512), (32768, 1, 64), device='cuda:0', dtype=torch.float32)
    permute_147 = rand_strided((64, 64, 512), (32768, 1, 64), device='cuda:0', dtype=torch.float32)
    permute_148 = rand_strided((64, 512, 64), (32768, 1, 512), device='cuda:0', dtype=torch.float32)
    permute_153 = rand_strided((1024, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    permute_158 = rand_strided((1024, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    permute_163 = rand_strided((1024, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    permute_167 = rand_strided((1024, 2816), (2816, 1), device='cuda:0', dtype=torch.float32)
    permute_171 = rand_strided((2816, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    permute_175 = rand_strided((2816, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    permute_179 = rand_strided((1024, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    permute_183 = rand_strided((64, 64, 512), (32768, 1, 64), device='cuda:0', dtype=torch.float32)
    permute_184 = rand_strided((64, 64, 512), (32768, 1, 64), device='cuda:0', dtype=torch.float32)
    permute_185 = rand_strided((64, 512, 64), (32768, 1, 512), device='cuda:0', dtype=torch.float32)
    permute_190 = rand_strided((1024, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    permute_195 = rand_strided((1024, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    permute_200 = rand_strided((1024, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    tangents_1 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    return [primals_41, wait_tensor_8, wait_tensor_9, wait_tensor_17, wait_tensor_18, wait_tensor_26, wait_tensor_27, wait_tensor_35, wait_tensor_36, wait_tensor_37, embedding, mm_default, rsqrt, view_43, div, view_59, mm_3, rsqrt_1, view_61, mm_4, mm_5, view_65, add_10, rsqrt_2, view_67, div_2, view_83, add_15, rsqrt_3, view_85, mm_11, mm_12, view_89, add_18, rsqrt_4, view_91, div_4, view_107, add_23, rsqrt_5, view_109, mm_18, mm_19, view_113, add_26, rsqrt_6, view_115, div_6, view_131, add_31, rsqrt_7, view_133, mm_25, mm_26, view_137, add_34, rsqrt_8, view_139, mm_28, constant_pad_nd, amax_4, log, convert_element_type_1, permute_52, permute_56, permute_60, permute_64, permute_68, permute_72, permute_73, permute_74, permute_79, permute_84, permute_89, permute_93, permute_97, permute_101, permute_105, permute_109, permute_110, permute_111, permute_116, permute_121, permute_126, permute_130, permute_134, permute_138, permute_142, permute_146, permute_147, permute_148, permute_153, permute_158, permute_163, permute_167, permute_171, permute_175, permute_179, permute_183, permute_184, permute_185, permute_190, permute_195, permute_200, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
