# AOT ID: ['2_backward']
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


# kernel path: /tmp/torchinductor_root/tmpde50ospe/eb/ceb6bsxdk32yeeh4c2auigpeonuukl55yzftb2a7xz3myyv2cbyf.py
# Topologically Sorted Source Nodes: [div_10, getitem_101, loss, tensor_78, div_11, shift_labels, shift_labels_1, exp_9, unsqueeze_20, ne_3, where_3, where_4, mul_44, sum_8, mul_45, sub_6], Original ATen: [aten.div, aten.slice, aten.nll_loss_forward, aten.arange, aten.scalar_tensor, aten.lift_fresh, aten._log_softmax, aten.nll_loss_backward, aten.clone, aten.view, aten._log_softmax_backward_data, aten.expand, aten.eq, aten.where]
# Source node to ATen node mapping:
#   div_10 => div_10
#   div_11 => div_11
#   exp_9 => exp_9
#   getitem_101 => slice_56
#   loss => full_default_2, sub_4, sub_5
#   mul_44 => mul_44
#   mul_45 => mul_45
#   ne_3 => ne_3
#   shift_labels => clone_30
#   shift_labels_1 => view_142
#   sub_6 => sub_6
#   sum_8 => sum_8
#   tensor_78 => full_default
#   unsqueeze_20 => unsqueeze_20
#   where_3 => where_3
#   where_4 => where_4
# Graph fragment:
#   %constant_pad_nd : Tensor "i64[4, 513][513, 1]cuda:0" = PlaceHolder[target=constant_pad_nd]
#   %tangents_1 : Tensor "f32[][]cuda:0" = PlaceHolder[target=tangents_1]
#   %convert_element_type_1 : Tensor "f32[][]cuda:0" = PlaceHolder[target=convert_element_type_1]
#   %mm_28 : Tensor "f32[2048, 8192][8192, 1]cuda:0" = PlaceHolder[target=mm_28]
#   %amax_4 : Tensor "f32[2048, 1][1, 1]cuda:0" = PlaceHolder[target=amax_4]
#   %log : Tensor "f32[2048, 1][1, 1]cuda:0" = PlaceHolder[target=log]
#   %sum_8 : Tensor "f32[2048, 1][1, 2048]cuda:0" = PlaceHolder[target=sum_8]
#   %div_10 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%tangents_1, 2), kwargs = {})
#   %slice_56 : Tensor "i64[4, 512][513, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%constant_pad_nd, 1, 1, 9223372036854775807), kwargs = {})
#   %full_default_2 : Tensor "i64[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0), kwargs = {dtype: torch.int64, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %iota_default : Tensor "i64[8192][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (8192,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %scalar_tensor_default : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.scalar_tensor.default](args = (0,), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0})
#   %scalar_tensor_default_1 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.scalar_tensor.default](args = (-1.0,), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0})
#   %full_default : Tensor "f32[][]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %sub_4 : Tensor "f32[2048, 8192][8192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mm_28, %amax_4), kwargs = {})
#   %div_11 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%div_10, %convert_element_type_1), kwargs = {})
#   %clone_30 : Tensor "i64[4, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%slice_56,), kwargs = {memory_format: torch.contiguous_format})
#   %view_default : Tensor "i64[1, 8192][8192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%iota_default, [1, 8192]), kwargs = {})
#   %sub_5 : Tensor "f32[2048, 8192][8192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_4, %log), kwargs = {})
#   %view_142 : Tensor "i64[2048][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_30, [-1]), kwargs = {})
#   %exp_9 : Tensor "f32[2048, 8192][8192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%sub_5,), kwargs = {})
#   %unsqueeze_20 : Tensor "i64[2048, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%view_142, 1), kwargs = {})
#   %ne_3 : Tensor "b8[2048, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.ne.Scalar](args = (%unsqueeze_20, -100), kwargs = {})
#   %where_3 : Tensor "i64[2048, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%ne_3, %unsqueeze_20, %full_default_2), kwargs = {})
#   %where_4 : Tensor "f32[2048, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%ne_3, %div_11, %full_default), kwargs = {})
#   %expand_default : Tensor "i64[2048, 8192][1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%where_3, [2048, 8192]), kwargs = {})
#   %eq_tensor : Tensor "b8[2048, 8192][8192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Tensor](args = (%expand_default, %view_default), kwargs = {})
#   %where_self : Tensor "f32[2048, 8192][8192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%eq_tensor, %scalar_tensor_default_1, %scalar_tensor_default), kwargs = {})
#   %mul_44 : Tensor "f32[2048, 8192][8192, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_self, %where_4), kwargs = {})
#   %sum_8 : Tensor "f32[2048, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_44, [1], True), kwargs = {})
#   %mul_45 : Tensor "f32[2048, 8192][8192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%exp_9, %sum_8), kwargs = {})
#   %sub_6 : Tensor "f32[2048, 8192][8192, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_44, %mul_45), kwargs = {})
#   return %sum_8,%sub_6
triton_red_fused__log_softmax__log_softmax_backward_data_arange_clone_div_eq_expand_lift_fresh_nll_loss_backward_nll_loss_forward_scalar_tensor_slice_view_where_0 = async_compile.triton('triton_red_fused__log_softmax__log_softmax_backward_data_arange_clone_div_eq_expand_lift_fresh_nll_loss_backward_nll_loss_forward_scalar_tensor_slice_view_where_0', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__log_softmax__log_softmax_backward_data_arange_clone_div_eq_expand_lift_fresh_nll_loss_backward_nll_loss_forward_scalar_tensor_slice_view_where_0', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 8, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 32768, 'r0_': 201326592}}
)
@triton.jit
def triton_red_fused__log_softmax__log_softmax_backward_data_arange_clone_div_eq_expand_lift_fresh_nll_loss_backward_nll_loss_forward_scalar_tensor_slice_view_where_0(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
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


# kernel path: /tmp/torchinductor_root/tmpde50ospe/tm/ctmhfeqr4mnlxe5l7qjuk36bucavg5phdhb5f6tl7hbdkkqn6h2a.py
# Topologically Sorted Source Nodes: [view_145, hidden_states_33, mul_47, sum_9], Original ATen: [aten.view, aten.mul, aten.sum]
# Source node to ATen node mapping:
#   hidden_states_33 => mul_42
#   mul_47 => mul_47
#   sum_9 => sum_9
#   view_145 => view_145
# Graph fragment:
#   %mm_30 : Tensor "f32[2048, 1024][1024, 1]cuda:0" = PlaceHolder[target=mm_30]
#   %add_34 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0" = PlaceHolder[target=add_34]
#   %rsqrt_8 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_8]
#   %view_145 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_30, [4, 512, 1024]), kwargs = {})
#   %mul_42 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_34, %rsqrt_8), kwargs = {})
#   %mul_47 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_145, %mul_42), kwargs = {})
#   %sum_9 : Tensor "f32[1, 1, 1024][1024, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_47, [0, 1], True), kwargs = {})
#   return %buf5
triton_red_fused_mul_sum_view_1 = async_compile.triton('triton_red_fused_mul_sum_view_1', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_mul_sum_view_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 16908288, 'r0_': 8192}}
)
@triton.jit
def triton_red_fused_mul_sum_view_1(in_ptr0, in_ptr1, in_ptr2, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
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


# kernel path: /tmp/torchinductor_root/tmpde50ospe/7n/c7ngdrk43g4zdhzkk6nm6nghl3acyecvqem52siuv6mna6axeclg.py
# Topologically Sorted Source Nodes: [view_145, hidden_states_33, mul_47, sum_9], Original ATen: [aten.view, aten.mul, aten.sum]
# Source node to ATen node mapping:
#   hidden_states_33 => mul_42
#   mul_47 => mul_47
#   sum_9 => sum_9
#   view_145 => view_145
# Graph fragment:
#   %buf5 : Tensor "f32[1, 1, 1024, 16][16384, 16384, 1, 1024]cuda:0" = PlaceHolder[target=buf5]
#   %view_145 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_30, [4, 512, 1024]), kwargs = {})
#   %mul_42 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_34, %rsqrt_8), kwargs = {})
#   %mul_47 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_145, %mul_42), kwargs = {})
#   %sum_9 : Tensor "f32[1, 1, 1024][1024, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_47, [0, 1], True), kwargs = {})
#   return %sum_9
triton_per_fused_mul_sum_view_2 = async_compile.triton('triton_per_fused_mul_sum_view_2', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_mul_sum_view_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 73728, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_mul_sum_view_2(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp0 = tl.load(in_ptr0 + (x0 + 1024*r0_1), xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpde50ospe/4y/c4yf2mrrzc2xge3rlow22xwxsk7iprhoeusybtrvzpswivmpisxr.py
# Topologically Sorted Source Nodes: [view_145, pow_10, pow_11, mul_46, mul_52, mul_48, mul_49, sum_10, mul_50, mul_51, expand_21, div_12, mul_53, add_36], Original ATen: [aten.view, aten.pow, aten.mul, aten.sum, aten.expand, aten.div, aten.add]
# Source node to ATen node mapping:
#   add_36 => add_36
#   div_12 => div_12
#   expand_21 => expand_21
#   mul_46 => mul_46
#   mul_48 => mul_48
#   mul_49 => mul_49
#   mul_50 => mul_50
#   mul_51 => mul_51
#   mul_52 => mul_52
#   mul_53 => mul_53
#   pow_10 => pow_10
#   pow_11 => pow_11
#   sum_10 => sum_10
#   view_145 => view_145
# Graph fragment:
#   %mm_30 : Tensor "f32[2048, 1024][1024, 1]cuda:0" = PlaceHolder[target=mm_30]
#   %wait_tensor_37 : Tensor "f32[1024][1]cuda:0" = PlaceHolder[target=wait_tensor_37]
#   %add_34 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0" = PlaceHolder[target=add_34]
#   %rsqrt_8 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_8]
#   %sum_10 : Tensor "f32[4, 512, 1][512, 1, 2048]cuda:0" = PlaceHolder[target=sum_10]
#   %view_145 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_30, [4, 512, 1024]), kwargs = {})
#   %pow_10 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%rsqrt_8, 3), kwargs = {})
#   %pow_11 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_34, 1.0), kwargs = {})
#   %mul_46 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_145, %wait_tensor_37), kwargs = {})
#   %mul_52 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%pow_11, 2.0), kwargs = {})
#   %mul_48 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_46, %add_34), kwargs = {})
#   %mul_49 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_46, %rsqrt_8), kwargs = {})
#   %sum_10 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_48, [2], True), kwargs = {})
#   %mul_50 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%sum_10, -0.5), kwargs = {})
#   %mul_51 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_50, %pow_10), kwargs = {})
#   %expand_21 : Tensor "f32[4, 512, 1024][512, 1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%mul_51, [4, 512, 1024]), kwargs = {})
#   %div_12 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Scalar](args = (%expand_21, 1024), kwargs = {})
#   %mul_53 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_12, %mul_52), kwargs = {})
#   %add_36 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_49, %mul_53), kwargs = {})
#   return %sum_10,%add_36
triton_per_fused_add_div_expand_mul_pow_sum_view_3 = async_compile.triton('triton_per_fused_add_div_expand_mul_pow_sum_view_3', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_div_expand_mul_pow_sum_view_3', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 8192, 'r0_': 33558528}}
)
@triton.jit
def triton_per_fused_add_div_expand_mul_pow_sum_view_3(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
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


# kernel path: /tmp/torchinductor_root/tmpde50ospe/5m/c5mbnr46ghaedot5jkpqrcu4qoj55qpewkwe4iykpmxnht37zjr2.py
# Topologically Sorted Source Nodes: [view_148, linear_25, linear_26, silu_3, mul_55, mul_54, reciprocal, mul_56, sub_7, mul_57, mul_58, add_38, mul_59], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.silu_backward]
# Source node to ATen node mapping:
#   add_38 => add_38
#   linear_25 => view_134
#   linear_26 => view_136
#   mul_54 => mul_54
#   mul_55 => mul_55
#   mul_56 => mul_56
#   mul_57 => mul_57
#   mul_58 => mul_58
#   mul_59 => mul_59
#   reciprocal => reciprocal
#   silu_3 => add_33, div_7, exp_7, neg_11
#   sub_7 => sub_7
#   view_148 => view_148
# Graph fragment:
#   %mm_32 : Tensor "f32[2048, 2816][2816, 1]cuda:0" = PlaceHolder[target=mm_32]
#   %mm_25 : Tensor "f32[2048, 2816][2816, 1]cuda:0" = PlaceHolder[target=mm_25]
#   %mm_26 : Tensor "f32[2048, 2816][2816, 1]cuda:0" = PlaceHolder[target=mm_26]
#   %view_148 : Tensor "f32[4, 512, 2816][1441792, 2816, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_32, [4, 512, 2816]), kwargs = {})
#   %view_134 : Tensor "f32[4, 512, 2816][1441792, 2816, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_25, [4, 512, 2816]), kwargs = {})
#   %view_136 : Tensor "f32[4, 512, 2816][1441792, 2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_26, [4, 512, 2816]), kwargs = {})
#   %neg_11 : Tensor "f32[4, 512, 2816][1441792, 2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%view_134,), kwargs = {})
#   %mul_55 : Tensor "f32[4, 512, 2816][1441792, 2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_148, %view_136), kwargs = {})
#   %exp_7 : Tensor "f32[4, 512, 2816][1441792, 2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_11,), kwargs = {})
#   %add_33 : Tensor "f32[4, 512, 2816][1441792, 2816, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_7, 1), kwargs = {})
#   %div_7 : Tensor "f32[4, 512, 2816][1441792, 2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%view_134, %add_33), kwargs = {})
#   %mul_54 : Tensor "f32[4, 512, 2816][1441792, 2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_148, %div_7), kwargs = {})
#   %reciprocal : Tensor "f32[4, 512, 2816][1441792, 2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%add_33,), kwargs = {})
#   %mul_56 : Tensor "f32[4, 512, 2816][1441792, 2816, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal, 1), kwargs = {})
#   %sub_7 : Tensor "f32[4, 512, 2816][1441792, 2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %mul_56), kwargs = {})
#   %mul_57 : Tensor "f32[4, 512, 2816][1441792, 2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_55, %mul_56), kwargs = {})
#   %mul_58 : Tensor "f32[4, 512, 2816][1441792, 2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_134, %sub_7), kwargs = {})
#   %add_38 : Tensor "f32[4, 512, 2816][1441792, 2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_58, 1), kwargs = {})
#   %mul_59 : Tensor "f32[4, 512, 2816][1441792, 2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_57, %add_38), kwargs = {})
#   return %mul_54,%mul_59
triton_poi_fused__unsafe_view_mul_silu_silu_backward_view_4 = async_compile.triton('triton_poi_fused__unsafe_view_mul_silu_silu_backward_view_4', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_mul_silu_silu_backward_view_4', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 161480704}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_mul_silu_silu_backward_view_4(in_out_ptr0, in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
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


# kernel path: /tmp/torchinductor_root/tmpde50ospe/w6/cw6ttttlhejwozip3yg7yuxk6okybojprzswy7j5omvxr4skflk2.py
# Topologically Sorted Source Nodes: [view_150, view_152, hidden_states_29, add_39, mul_61, sum_11], Original ATen: [aten.view, aten.mul, aten.add, aten.sum]
# Source node to ATen node mapping:
#   add_39 => add_39
#   hidden_states_29 => mul_39
#   mul_61 => mul_61
#   sum_11 => sum_11
#   view_150 => view_150
#   view_152 => view_152
# Graph fragment:
#   %mm_34 : Tensor "f32[2048, 1024][1024, 1]cuda:0" = PlaceHolder[target=mm_34]
#   %mm_36 : Tensor "f32[2048, 1024][1024, 1]cuda:0" = PlaceHolder[target=mm_36]
#   %add_31 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0" = PlaceHolder[target=add_31]
#   %rsqrt_7 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_7]
#   %view_150 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_34, [4, 512, 1024]), kwargs = {})
#   %view_152 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_36, [4, 512, 1024]), kwargs = {})
#   %mul_39 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_31, %rsqrt_7), kwargs = {})
#   %add_39 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_150, %view_152), kwargs = {})
#   %mul_61 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_39, %mul_39), kwargs = {})
#   %sum_11 : Tensor "f32[1, 1, 1024][1024, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_61, [0, 1], True), kwargs = {})
#   return %buf17
triton_red_fused_add_mul_sum_view_5 = async_compile.triton('triton_red_fused_add_mul_sum_view_5', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_add_mul_sum_view_5', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 25296896, 'r0_': 8192}}
)
@triton.jit
def triton_red_fused_add_mul_sum_view_5(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
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


# kernel path: /tmp/torchinductor_root/tmpde50ospe/do/cdol3o2yc3p2ae3sca3l6ej73d27r5fzoyr3ya3z2vuvu4avshvq.py
# Topologically Sorted Source Nodes: [view_150, view_152, pow_12, pow_13, add_39, mul_66, mul_60, mul_62, mul_63, sum_12, add_40, mul_64, mul_65, expand_22, div_13, mul_67, add_41], Original ATen: [aten.view, aten.pow, aten.add, aten.mul, aten.sum, aten.expand, aten.div]
# Source node to ATen node mapping:
#   add_39 => add_39
#   add_40 => add_40
#   add_41 => add_41
#   div_13 => div_13
#   expand_22 => expand_22
#   mul_60 => mul_60
#   mul_62 => mul_62
#   mul_63 => mul_63
#   mul_64 => mul_64
#   mul_65 => mul_65
#   mul_66 => mul_66
#   mul_67 => mul_67
#   pow_12 => pow_12
#   pow_13 => pow_13
#   sum_12 => sum_12
#   view_150 => view_150
#   view_152 => view_152
# Graph fragment:
#   %mm_34 : Tensor "f32[2048, 1024][1024, 1]cuda:0" = PlaceHolder[target=mm_34]
#   %mm_36 : Tensor "f32[2048, 1024][1024, 1]cuda:0" = PlaceHolder[target=mm_36]
#   %wait_tensor_36 : Tensor "f32[1024][1]cuda:0" = PlaceHolder[target=wait_tensor_36]
#   %add_31 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0" = PlaceHolder[target=add_31]
#   %add_36 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0" = PlaceHolder[target=add_36]
#   %rsqrt_7 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_7]
#   %sum_12 : Tensor "f32[4, 512, 1][512, 1, 2048]cuda:0" = PlaceHolder[target=sum_12]
#   %view_150 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_34, [4, 512, 1024]), kwargs = {})
#   %view_152 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_36, [4, 512, 1024]), kwargs = {})
#   %pow_12 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%rsqrt_7, 3), kwargs = {})
#   %pow_13 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_31, 1.0), kwargs = {})
#   %add_39 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_150, %view_152), kwargs = {})
#   %mul_66 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%pow_13, 2.0), kwargs = {})
#   %mul_60 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_39, %wait_tensor_36), kwargs = {})
#   %mul_62 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_60, %add_31), kwargs = {})
#   %mul_63 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_60, %rsqrt_7), kwargs = {})
#   %sum_12 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_62, [2], True), kwargs = {})
#   %add_40 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_36, %mul_63), kwargs = {})
#   %mul_64 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%sum_12, -0.5), kwargs = {})
#   %mul_65 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_64, %pow_12), kwargs = {})
#   %expand_22 : Tensor "f32[4, 512, 1024][512, 1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%mul_65, [4, 512, 1024]), kwargs = {})
#   %div_13 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Scalar](args = (%expand_22, 1024), kwargs = {})
#   %mul_67 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_13, %mul_66), kwargs = {})
#   %add_41 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_40, %mul_67), kwargs = {})
#   return %sum_12,%add_41
triton_per_fused_add_div_expand_mul_pow_sum_view_6 = async_compile.triton('triton_per_fused_add_div_expand_mul_pow_sum_view_6', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_div_expand_mul_pow_sum_view_6', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 8192, 'r0_': 50335744}}
)
@triton.jit
def triton_per_fused_add_div_expand_mul_pow_sum_view_6(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, xnumel, r0_numel, XBLOCK : tl.constexpr):
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


# kernel path: /tmp/torchinductor_root/tmpde50ospe/p3/cp36tjwucush5pwh6ldtq6vl5q3cib6xoiapwgsm72m5cxdu5jku.py
# Unsorted Source Nodes: [clone_31, permute_70, view_156, view_155, clone_default], Original ATen: [aten.clone, aten.transpose, aten.view]
# Source node to ATen node mapping:
#   clone_31 => clone_31
#   clone_default => clone_default
#   permute_70 => permute_70
#   view_155 => view_155
#   view_156 => view_156
triton_poi_fused_clone_transpose_view_7 = async_compile.triton('triton_poi_fused_clone_transpose_view_7', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_clone_transpose_view_7', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 25165824}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_clone_transpose_view_7(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
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


# kernel path: /tmp/torchinductor_root/tmpde50ospe/s4/cs4sgigyvctubkd3yt3jhup2lixogpmn52mu4rq5bvmehimthqy5.py
# Topologically Sorted Source Nodes: [view_159, neg_14, mul_68, sum_13, fma, mul_69], Original ATen: [aten.view, aten._softmax_backward_data, aten.mul]
# Source node to ATen node mapping:
#   fma => fma
#   mul_68 => mul_68
#   mul_69 => mul_69
#   neg_14 => neg_14
#   sum_13 => sum_13
#   view_159 => view_159
# Graph fragment:
#   %bmm_10 : Tensor "f32[64, 512, 512][262144, 512, 1]cuda:0" = PlaceHolder[target=bmm_10]
#   %expand_19 : Tensor "f32[4, 16, 512, 512][4194304, 262144, 512, 1]cuda:0" = PlaceHolder[target=expand_19]
#   %sum_13 : Tensor "f32[4, 16, 512, 1][8192, 512, 1, 32768]cuda:0" = PlaceHolder[target=sum_13]
#   %view_159 : Tensor "f32[4, 16, 512, 512][4194304, 262144, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_10, [4, 16, 512, 512]), kwargs = {})
#   %neg_14 : Tensor "f32[4, 16, 512, 512][4194304, 262144, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%div_6,), kwargs = {})
#   %mul_68 : Tensor "f32[4, 16, 512, 512][4194304, 262144, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_159, %div_6), kwargs = {})
#   %sum_13 : Tensor "f32[4, 16, 512, 1][8192, 512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_68, [-1], True), kwargs = {})
#   %fma : Tensor "f32[4, 16, 512, 512][4194304, 262144, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.fma.default](args = (%neg_14, %sum_13, %mul_68), kwargs = {})
#   %mul_69 : Tensor "f32[4, 16, 512, 512][4194304, 262144, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%fma, 0.125), kwargs = {})
#   return %sum_13,%mul_69
triton_per_fused__softmax_backward_data_mul_view_8 = async_compile.triton('triton_per_fused__softmax_backward_data_mul_view_8', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__softmax_backward_data_mul_view_8', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 268435456}}
)
@triton.jit
def triton_per_fused__softmax_backward_data_mul_view_8(in_out_ptr0, in_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
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


# kernel path: /tmp/torchinductor_root/tmpde50ospe/3d/c3dmm3jbpm7ovpymsndid3577p2wgor6w6fzeruxppfv6l54237x.py
# Unsorted Source Nodes: [clone_32, permute_76, view_158, clone_default], Original ATen: [aten.clone, aten.transpose, aten.view]
# Source node to ATen node mapping:
#   clone_32 => clone_32
#   clone_default => clone_default
#   permute_76 => permute_76
#   view_158 => view_158
triton_poi_fused_clone_transpose_view_9 = async_compile.triton('triton_poi_fused_clone_transpose_view_9', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_clone_transpose_view_9', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 25165824}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_clone_transpose_view_9(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
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


# kernel path: /tmp/torchinductor_root/tmpde50ospe/sl/csllc2mhprgrmuszvdt62ucvfltkdgralo4qmb7m3m7fourvvbmz.py
# Unsorted Source Nodes: [add_45, add_44, full_default_7, neg_16, slice_61, mul_72, view_162, sin_3, sin_1, sin, emb, freqs, matmul, slice_62, mul_73, cos_3, cos_1, cos, add_tensor, clone_34, permute_86], Original ATen: [aten.add, aten.slice_backward, aten.neg, aten.slice, aten.mul, aten.view, aten.unsqueeze, aten.sin, aten.cat, aten.transpose, aten.bmm, aten.cos, aten.clone]
# Source node to ATen node mapping:
#   add_44 => add_44
#   add_45 => add_45
#   add_tensor => add_tensor
#   clone_34 => clone_34
#   cos => cos
#   cos_1 => mul
#   cos_3 => unsqueeze_11
#   emb => clone, expand_4, unsqueeze_10, view_42
#   freqs => permute
#   full_default_7 => full_default_7
#   matmul => unsqueeze_default
#   mul_72 => mul_72
#   mul_73 => mul_73
#   neg_16 => neg_16
#   permute_86 => permute_86
#   sin => sin
#   sin_1 => mul_1
#   sin_3 => unsqueeze_12
#   slice_61 => slice_61
#   slice_62 => slice_62
#   view_162 => view_162
triton_poi_fused_add_bmm_cat_clone_cos_mul_neg_sin_slice_slice_backward_transpose_unsqueeze_view_10 = async_compile.triton('triton_poi_fused_add_bmm_cat_clone_cos_mul_neg_sin_slice_slice_backward_transpose_unsqueeze_view_10', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2097152}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_bmm_cat_clone_cos_mul_neg_sin_slice_slice_backward_transpose_unsqueeze_view_10', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 41943040}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_bmm_cat_clone_cos_mul_neg_sin_slice_slice_backward_transpose_unsqueeze_view_10(in_ptr0, in_ptr1, out_ptr1, xnumel, XBLOCK : tl.constexpr):
    xnumel = 2097152
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 64)
    x1 = ((xindex // 64) % 16)
    x2 = ((xindex // 1024) % 512)
    x3 = xindex // 524288
    x4 = xindex
    tmp25 = tl.load(in_ptr0 + (x0 + 64*x2 + 32768*x1 + 524288*x3), None)
    tmp26 = tl.load(in_ptr1 + (x2 + 512*((x0 % 32))), None, eviction_policy='evict_last')
    tmp0 = x0
    tmp1 = tl.full([1], 32, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.load(in_ptr0 + ((-32) + x0 + 64*x2 + 32768*x1 + 524288*x3), tmp2, other=0.0)
    tmp4 = tl.load(in_ptr1 + (x2 + 512*((x0 % 32))), tmp2, eviction_policy='evict_last', other=0.0)
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
    tmp15 = tl.load(in_ptr0 + (32 + x0 + 64*x2 + 32768*x1 + 524288*x3), tmp14, other=0.0)
    tmp16 = tl.load(in_ptr1 + (x2 + 512*((x0 % 32))), tmp14, eviction_policy='evict_last', other=0.0)
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
    tl.store(out_ptr1 + (x4), tmp31, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpde50ospe/sy/csydskx7c6tlmllrqtf3b5qzyeeas7wpwdqutizewfsr6b5grn46.py
# Topologically Sorted Source Nodes: [view_161, matmul, full_default_7, permute_75, freqs, emb, sin, cos, sin_1, cos_1, sin_3, cos_3, mul_70, mul_71, slice_59, slice_60, neg_15, add_42, add_43, permute_81, clone_33], Original ATen: [aten.view, aten.bmm, aten.slice_backward, aten.transpose, aten.cat, aten.sin, aten.cos, aten.mul, aten.unsqueeze, aten.slice, aten.neg, aten.add, aten.clone]
# Source node to ATen node mapping:
#   add_42 => add_42
#   add_43 => add_43
#   clone_33 => clone_33
#   cos => cos
#   cos_1 => mul
#   cos_3 => unsqueeze_11
#   emb => clone, expand_4, unsqueeze_10, view_42
#   freqs => permute
#   full_default_7 => full_default_7
#   matmul => unsqueeze_default
#   mul_70 => mul_70
#   mul_71 => mul_71
#   neg_15 => neg_15
#   permute_75 => permute_75
#   permute_81 => permute_81
#   sin => sin
#   sin_1 => mul_1
#   sin_3 => unsqueeze_12
#   slice_59 => slice_59
#   slice_60 => slice_60
#   view_161 => view_161
# Graph fragment:
#   %bmm_11 : Tensor "f32[64, 64, 512][32768, 512, 1]cuda:0" = PlaceHolder[target=bmm_11]
#   %mm_default : Tensor "f32[32, 512][512, 1]cuda:0" = PlaceHolder[target=mm_default]
#   %view_161 : Tensor "f32[4, 16, 64, 512][524288, 32768, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_11, [4, 16, 64, 512]), kwargs = {})
#   %unsqueeze_default : Tensor "f32[1, 32, 512][16384, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mm_default, 0), kwargs = {})
#   %full_default_7 : Tensor "f32[4, 16, 512, 64][524288, 32768, 64, 1]cuda:0"[num_users=16] = call_function[target=torch.ops.aten.full.default](args = ([4, 16, 512, 64], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %permute_75 : Tensor "f32[4, 16, 512, 64][524288, 32768, 1, 512]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.permute.default](args = (%view_161, [0, 1, 3, 2]), kwargs = {})
#   %permute : Tensor "f32[1, 512, 32][16384, 1, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%unsqueeze_default, [0, 2, 1]), kwargs = {})
#   %unsqueeze_10 : Tensor "f32[1, 512, 1, 32][16384, 1, 16384, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%permute, 2), kwargs = {})
#   %expand_4 : Tensor "f32[1, 512, 2, 32][16384, 1, 0, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_10, [1, 512, 2, 32]), kwargs = {})
#   %clone : Tensor "f32[1, 512, 2, 32][32768, 64, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_4,), kwargs = {memory_format: torch.contiguous_format})
#   %view_42 : Tensor "f32[1, 512, 64][32768, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone, [1, 512, 64]), kwargs = {})
#   %sin : Tensor "f32[1, 512, 64][32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sin.default](args = (%view_42,), kwargs = {})
#   %cos : Tensor "f32[1, 512, 64][32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cos.default](args = (%view_42,), kwargs = {})
#   %mul_1 : Tensor "f32[1, 512, 64][32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sin, 1.0), kwargs = {})
#   %mul : Tensor "f32[1, 512, 64][32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%cos, 1.0), kwargs = {})
#   %unsqueeze_12 : Tensor "f32[1, 1, 512, 64][32768, 32768, 64, 1]cuda:0"[num_users=8] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_1, 1), kwargs = {})
#   %unsqueeze_11 : Tensor "f32[1, 1, 512, 64][32768, 32768, 64, 1]cuda:0"[num_users=8] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul, 1), kwargs = {})
#   %mul_70 : Tensor "f32[4, 16, 512, 64][524288, 32768, 1, 512]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%permute_75, %unsqueeze_12), kwargs = {})
#   %mul_71 : Tensor "f32[4, 16, 512, 64][524288, 32768, 1, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%permute_75, %unsqueeze_11), kwargs = {})
#   %slice_59 : Tensor "f32[4, 16, 512, 32][524288, 32768, 1, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%mul_70, 3, 0, 32), kwargs = {})
#   %slice_60 : Tensor "f32[4, 16, 512, 32][524288, 32768, 1, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%mul_70, 3, 32, 64), kwargs = {})
#   %neg_15 : Tensor "f32[4, 16, 512, 32][262144, 16384, 1, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%slice_59,), kwargs = {})
#   %slice_scatter_default : Tensor "f32[4, 16, 512, 64][524288, 32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%full_default_7, %slice_60, 3, 0, 32), kwargs = {})
#   %slice_scatter_default_2 : Tensor "f32[4, 16, 512, 64][524288, 32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%full_default_7, %neg_15, 3, 32, 9223372036854775807), kwargs = {})
#   %add_42 : Tensor "f32[4, 16, 512, 64][524288, 32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%slice_scatter_default_2, %slice_scatter_default), kwargs = {})
#   %add_43 : Tensor "f32[4, 16, 512, 64][524288, 32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_42, %mul_71), kwargs = {})
#   %permute_81 : Tensor "f32[4, 512, 16, 64][524288, 64, 32768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%add_43, [0, 2, 1, 3]), kwargs = {})
#   %clone_33 : Tensor "f32[4, 512, 16, 64][524288, 1024, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clone.default](args = (%permute_81,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_33
triton_poi_fused_add_bmm_cat_clone_cos_mul_neg_sin_slice_slice_backward_transpose_unsqueeze_view_11 = async_compile.triton('triton_poi_fused_add_bmm_cat_clone_cos_mul_neg_sin_slice_slice_backward_transpose_unsqueeze_view_11', '''
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
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_bmm_cat_clone_cos_mul_neg_sin_slice_slice_backward_transpose_unsqueeze_view_11', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 16777216, 'x': 25231360}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_bmm_cat_clone_cos_mul_neg_sin_slice_slice_backward_transpose_unsqueeze_view_11(in_ptr0, in_ptr1, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
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


# kernel path: /tmp/torchinductor_root/tmpde50ospe/gr/cgrwywgxmmzqnyoiygtuwjoyxxu6cs2rnp5r3oyabokulfq6vsw3.py
# Topologically Sorted Source Nodes: [view_165, view_168, add_46, view_171, hidden_states_25, add_47, mul_75, sum_14], Original ATen: [aten.view, aten.add, aten.mul, aten.sum]
# Source node to ATen node mapping:
#   add_46 => add_46
#   add_47 => add_47
#   hidden_states_25 => mul_32
#   mul_75 => mul_75
#   sum_14 => sum_14
#   view_165 => view_165
#   view_168 => view_168
#   view_171 => view_171
# Graph fragment:
#   %mm_40 : Tensor "f32[2048, 1024][1024, 1]cuda:0" = PlaceHolder[target=mm_40]
#   %mm_42 : Tensor "f32[2048, 1024][1024, 1]cuda:0" = PlaceHolder[target=mm_42]
#   %mm_44 : Tensor "f32[2048, 1024][1024, 1]cuda:0" = PlaceHolder[target=mm_44]
#   %add_26 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0" = PlaceHolder[target=add_26]
#   %rsqrt_6 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_6]
#   %view_165 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_40, [4, 512, 1024]), kwargs = {})
#   %view_168 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_42, [4, 512, 1024]), kwargs = {})
#   %add_46 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_165, %view_168), kwargs = {})
#   %view_171 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_44, [4, 512, 1024]), kwargs = {})
#   %mul_32 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_26, %rsqrt_6), kwargs = {})
#   %add_47 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_46, %view_171), kwargs = {})
#   %mul_75 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_47, %mul_32), kwargs = {})
#   %sum_14 : Tensor "f32[1, 1, 1024][1024, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_75, [0, 1], True), kwargs = {})
#   return %buf40
triton_red_fused_add_mul_sum_view_12 = async_compile.triton('triton_red_fused_add_mul_sum_view_12', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_add_mul_sum_view_12', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 33685504, 'r0_': 8192}}
)
@triton.jit
def triton_red_fused_add_mul_sum_view_12(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
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


# kernel path: /tmp/torchinductor_root/tmpde50ospe/42/c42bkjdsmvvspzzkzf5krhqqoj2pzlydmflbkfexspwek3gbibey.py
# Topologically Sorted Source Nodes: [view_165, view_168, add_46, view_171, pow_14, pow_15, add_47, mul_80, mul_74, mul_76, mul_77, sum_15, add_48, mul_78, mul_79, expand_23, div_14, mul_81, add_49], Original ATen: [aten.view, aten.add, aten.pow, aten.mul, aten.sum, aten.expand, aten.div]
# Source node to ATen node mapping:
#   add_46 => add_46
#   add_47 => add_47
#   add_48 => add_48
#   add_49 => add_49
#   div_14 => div_14
#   expand_23 => expand_23
#   mul_74 => mul_74
#   mul_76 => mul_76
#   mul_77 => mul_77
#   mul_78 => mul_78
#   mul_79 => mul_79
#   mul_80 => mul_80
#   mul_81 => mul_81
#   pow_14 => pow_14
#   pow_15 => pow_15
#   sum_15 => sum_15
#   view_165 => view_165
#   view_168 => view_168
#   view_171 => view_171
# Graph fragment:
#   %mm_40 : Tensor "f32[2048, 1024][1024, 1]cuda:0" = PlaceHolder[target=mm_40]
#   %mm_42 : Tensor "f32[2048, 1024][1024, 1]cuda:0" = PlaceHolder[target=mm_42]
#   %mm_44 : Tensor "f32[2048, 1024][1024, 1]cuda:0" = PlaceHolder[target=mm_44]
#   %wait_tensor_35 : Tensor "f32[1024][1]cuda:0" = PlaceHolder[target=wait_tensor_35]
#   %add_26 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0" = PlaceHolder[target=add_26]
#   %add_41 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0" = PlaceHolder[target=add_41]
#   %rsqrt_6 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_6]
#   %sum_15 : Tensor "f32[4, 512, 1][512, 1, 2048]cuda:0" = PlaceHolder[target=sum_15]
#   %view_165 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_40, [4, 512, 1024]), kwargs = {})
#   %view_168 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_42, [4, 512, 1024]), kwargs = {})
#   %add_46 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_165, %view_168), kwargs = {})
#   %view_171 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_44, [4, 512, 1024]), kwargs = {})
#   %pow_14 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%rsqrt_6, 3), kwargs = {})
#   %pow_15 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_26, 1.0), kwargs = {})
#   %add_47 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_46, %view_171), kwargs = {})
#   %mul_80 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%pow_15, 2.0), kwargs = {})
#   %mul_74 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_47, %wait_tensor_35), kwargs = {})
#   %mul_76 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_74, %add_26), kwargs = {})
#   %mul_77 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_74, %rsqrt_6), kwargs = {})
#   %sum_15 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_76, [2], True), kwargs = {})
#   %add_48 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_41, %mul_77), kwargs = {})
#   %mul_78 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%sum_15, -0.5), kwargs = {})
#   %mul_79 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_78, %pow_14), kwargs = {})
#   %expand_23 : Tensor "f32[4, 512, 1024][512, 1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%mul_79, [4, 512, 1024]), kwargs = {})
#   %div_14 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Scalar](args = (%expand_23, 1024), kwargs = {})
#   %mul_81 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_14, %mul_80), kwargs = {})
#   %add_49 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_48, %mul_81), kwargs = {})
#   return %sum_15,%add_49
triton_per_fused_add_div_expand_mul_pow_sum_view_13 = async_compile.triton('triton_per_fused_add_div_expand_mul_pow_sum_view_13', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_div_expand_mul_pow_sum_view_13', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 7, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 8192, 'r0_': 58724352}}
)
@triton.jit
def triton_per_fused_add_div_expand_mul_pow_sum_view_13(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, xnumel, r0_numel, XBLOCK : tl.constexpr):
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


# kernel path: /tmp/torchinductor_root/tmpde50ospe/sb/csbrwzcj4cy72rtulcg2bjnmkctonid24vl643j3gmezmhvwqkpu.py
# Topologically Sorted Source Nodes: [matmul, full_default_7, freqs, emb, sin, cos, sin_1, cos_1, sin_3, cos_3, view_187, permute_112, mul_98, mul_99, slice_65, slice_66, neg_19, add_55, add_56], Original ATen: [aten.bmm, aten.slice_backward, aten.transpose, aten.cat, aten.sin, aten.cos, aten.mul, aten.unsqueeze, aten.view, aten.slice, aten.neg, aten.add]
# Source node to ATen node mapping:
#   add_55 => add_55
#   add_56 => add_56
#   cos => cos
#   cos_1 => mul
#   cos_3 => unsqueeze_11
#   emb => clone, expand_4, unsqueeze_10, view_42
#   freqs => permute
#   full_default_7 => full_default_7
#   matmul => unsqueeze_default
#   mul_98 => mul_98
#   mul_99 => mul_99
#   neg_19 => neg_19
#   permute_112 => permute_112
#   sin => sin
#   sin_1 => mul_1
#   sin_3 => unsqueeze_12
#   slice_65 => slice_65
#   slice_66 => slice_66
#   view_187 => view_187
# Graph fragment:
#   %bmm_15 : Tensor "f32[64, 64, 512][32768, 512, 1]cuda:0" = PlaceHolder[target=bmm_15]
#   %mm_default : Tensor "f32[32, 512][512, 1]cuda:0" = PlaceHolder[target=mm_default]
#   %unsqueeze_default : Tensor "f32[1, 32, 512][16384, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mm_default, 0), kwargs = {})
#   %full_default_7 : Tensor "f32[4, 16, 512, 64][524288, 32768, 64, 1]cuda:0"[num_users=16] = call_function[target=torch.ops.aten.full.default](args = ([4, 16, 512, 64], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %permute : Tensor "f32[1, 512, 32][16384, 1, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%unsqueeze_default, [0, 2, 1]), kwargs = {})
#   %unsqueeze_10 : Tensor "f32[1, 512, 1, 32][16384, 1, 16384, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%permute, 2), kwargs = {})
#   %expand_4 : Tensor "f32[1, 512, 2, 32][16384, 1, 0, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_10, [1, 512, 2, 32]), kwargs = {})
#   %clone : Tensor "f32[1, 512, 2, 32][32768, 64, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_4,), kwargs = {memory_format: torch.contiguous_format})
#   %view_42 : Tensor "f32[1, 512, 64][32768, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone, [1, 512, 64]), kwargs = {})
#   %sin : Tensor "f32[1, 512, 64][32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sin.default](args = (%view_42,), kwargs = {})
#   %cos : Tensor "f32[1, 512, 64][32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cos.default](args = (%view_42,), kwargs = {})
#   %mul_1 : Tensor "f32[1, 512, 64][32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sin, 1.0), kwargs = {})
#   %mul : Tensor "f32[1, 512, 64][32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%cos, 1.0), kwargs = {})
#   %unsqueeze_12 : Tensor "f32[1, 1, 512, 64][32768, 32768, 64, 1]cuda:0"[num_users=8] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_1, 1), kwargs = {})
#   %unsqueeze_11 : Tensor "f32[1, 1, 512, 64][32768, 32768, 64, 1]cuda:0"[num_users=8] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul, 1), kwargs = {})
#   %view_187 : Tensor "f32[4, 16, 64, 512][524288, 32768, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_15, [4, 16, 64, 512]), kwargs = {})
#   %permute_112 : Tensor "f32[4, 16, 512, 64][524288, 32768, 1, 512]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.permute.default](args = (%view_187, [0, 1, 3, 2]), kwargs = {})
#   %mul_98 : Tensor "f32[4, 16, 512, 64][524288, 32768, 1, 512]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%permute_112, %unsqueeze_12), kwargs = {})
#   %mul_99 : Tensor "f32[4, 16, 512, 64][524288, 32768, 1, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%permute_112, %unsqueeze_11), kwargs = {})
#   %slice_65 : Tensor "f32[4, 16, 512, 32][524288, 32768, 1, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%mul_98, 3, 0, 32), kwargs = {})
#   %slice_66 : Tensor "f32[4, 16, 512, 32][524288, 32768, 1, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%mul_98, 3, 32, 64), kwargs = {})
#   %neg_19 : Tensor "f32[4, 16, 512, 32][262144, 16384, 1, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%slice_65,), kwargs = {})
#   %slice_scatter_default_4 : Tensor "f32[4, 16, 512, 64][524288, 32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%full_default_7, %slice_66, 3, 0, 32), kwargs = {})
#   %slice_scatter_default_5 : Tensor "f32[4, 16, 512, 64][524288, 32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%full_default_7, %neg_19, 3, 32, 9223372036854775807), kwargs = {})
#   %add_55 : Tensor "f32[4, 16, 512, 64][524288, 32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%slice_scatter_default_5, %slice_scatter_default_4), kwargs = {})
#   %add_56 : Tensor "f32[4, 16, 512, 64][524288, 32768, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_55, %mul_99), kwargs = {})
#   return %add_56
triton_poi_fused_add_bmm_cat_cos_mul_neg_sin_slice_slice_backward_transpose_unsqueeze_view_14 = async_compile.triton('triton_poi_fused_add_bmm_cat_cos_mul_neg_sin_slice_slice_backward_transpose_unsqueeze_view_14', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_bmm_cat_cos_mul_neg_sin_slice_slice_backward_transpose_unsqueeze_view_14', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 42008576}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_bmm_cat_cos_mul_neg_sin_slice_slice_backward_transpose_unsqueeze_view_14(in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 2097152
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x1 = ((xindex // 512) % 64)
    x3 = xindex
    x0 = (xindex % 512)
    tmp25 = tl.load(in_ptr0 + (x3), None)
    tmp26 = tl.load(in_ptr1 + (x0 + 512*((x1 % 32))), None, eviction_policy='evict_last')
    tmp0 = x1
    tmp1 = tl.full([1], 32, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.load(in_ptr0 + ((-16384) + x3), tmp2, other=0.0)
    tmp4 = tl.load(in_ptr1 + (x0 + 512*((x1 % 32))), tmp2, eviction_policy='evict_last', other=0.0)
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
    tmp15 = tl.load(in_ptr0 + (16384 + x3), tmp14, other=0.0)
    tmp16 = tl.load(in_ptr1 + (x0 + 512*((x1 % 32))), tmp14, eviction_policy='evict_last', other=0.0)
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
    tl.store(out_ptr0 + (x3), tmp31, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpde50ospe/gm/cgmb3cvmvggaxa7ococ2jjq44h56diryxhhw7xuoadqs3notybil.py
# Unsorted Source Nodes: [clone_37, add_56, add_55, full_default_7, neg_19, slice_65, mul_98, permute_112, view_187, sin_3, sin_1, sin, emb, freqs, matmul, slice_66, mul_99, cos_3, cos_1, cos, permute_118, clone_default], Original ATen: [aten.clone, aten.add, aten.slice_backward, aten.neg, aten.slice, aten.mul, aten.transpose, aten.view, aten.unsqueeze, aten.sin, aten.cat, aten.bmm, aten.cos]
# Source node to ATen node mapping:
#   add_55 => add_55
#   add_56 => add_56
#   clone_37 => clone_37
#   clone_default => clone_default
#   cos => cos
#   cos_1 => mul
#   cos_3 => unsqueeze_11
#   emb => clone, expand_4, unsqueeze_10, view_42
#   freqs => permute
#   full_default_7 => full_default_7
#   matmul => unsqueeze_default
#   mul_98 => mul_98
#   mul_99 => mul_99
#   neg_19 => neg_19
#   permute_112 => permute_112
#   permute_118 => permute_118
#   sin => sin
#   sin_1 => mul_1
#   sin_3 => unsqueeze_12
#   slice_65 => slice_65
#   slice_66 => slice_66
#   view_187 => view_187
triton_poi_fused_add_bmm_cat_clone_cos_mul_neg_sin_slice_slice_backward_transpose_unsqueeze_view_15 = async_compile.triton('triton_poi_fused_add_bmm_cat_clone_cos_mul_neg_sin_slice_slice_backward_transpose_unsqueeze_view_15', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 2048, 'x': 1024}, tile_hint=TileHint.SQUARE,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_bmm_cat_clone_cos_mul_neg_sin_slice_slice_backward_transpose_unsqueeze_view_15', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 8388608, 'x': 16777216}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_bmm_cat_clone_cos_mul_neg_sin_slice_slice_backward_transpose_unsqueeze_view_15(in_ptr0, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 2048
    xnumel = 1024
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = tl.full([YBLOCK], True, tl.int1)[:, None]
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y0 = (yindex % 512)
    y1 = yindex // 512
    y3 = yindex
    tmp0 = tl.load(in_ptr0 + (y0 + 512*x2 + 524288*y1), xmask, eviction_policy='evict_last')
    tl.store(out_ptr0 + (x2 + 1024*y3), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpde50ospe/iw/ciwrxot56tdtf5ues5a424b2si5lhi2xu3novxl7fksznsi7i7gy.py
# Unsorted Source Nodes: [add_58, add_57, full_default_7, neg_20, slice_67, mul_100, view_188, sin_3, sin_1, sin, emb, freqs, matmul, slice_68, mul_101, cos_3, cos_1, cos, add_tensor], Original ATen: [aten.add, aten.slice_backward, aten.neg, aten.slice, aten.mul, aten.view, aten.unsqueeze, aten.sin, aten.cat, aten.transpose, aten.bmm, aten.cos]
# Source node to ATen node mapping:
#   add_57 => add_57
#   add_58 => add_58
#   add_tensor => add_tensor
#   cos => cos
#   cos_1 => mul
#   cos_3 => unsqueeze_11
#   emb => clone, expand_4, unsqueeze_10, view_42
#   freqs => permute
#   full_default_7 => full_default_7
#   matmul => unsqueeze_default
#   mul_100 => mul_100
#   mul_101 => mul_101
#   neg_20 => neg_20
#   sin => sin
#   sin_1 => mul_1
#   sin_3 => unsqueeze_12
#   slice_67 => slice_67
#   slice_68 => slice_68
#   view_188 => view_188
triton_poi_fused_add_bmm_cat_cos_mul_neg_sin_slice_slice_backward_transpose_unsqueeze_view_16 = async_compile.triton('triton_poi_fused_add_bmm_cat_cos_mul_neg_sin_slice_slice_backward_transpose_unsqueeze_view_16', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_bmm_cat_cos_mul_neg_sin_slice_slice_backward_transpose_unsqueeze_view_16', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 41943040}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_bmm_cat_cos_mul_neg_sin_slice_slice_backward_transpose_unsqueeze_view_16(in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 2097152
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 64)
    x3 = xindex
    x1 = ((xindex // 64) % 512)
    tmp25 = tl.load(in_ptr0 + (x3), None)
    tmp26 = tl.load(in_ptr1 + (x1 + 512*((x0 % 32))), None, eviction_policy='evict_last')
    tmp0 = x0
    tmp1 = tl.full([1], 32, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.load(in_ptr0 + ((-32) + x3), tmp2, other=0.0)
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
    tmp15 = tl.load(in_ptr0 + (32 + x3), tmp14, other=0.0)
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
    tl.store(out_ptr0 + (x3), tmp31, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpde50ospe/j2/cj2w5xtmxz7vxmwikaq5wwridhc4725df6uqrmh72722eoolkjzd.py
# Unsorted Source Nodes: [add_69, add_68, full_default_7, neg_23, slice_71, mul_126, permute_149, view_213, sin_3, sin_1, sin, emb, freqs, matmul, slice_72, mul_127, cos_3, cos_1, cos, add_tensor], Original ATen: [aten.add, aten.slice_backward, aten.neg, aten.slice, aten.mul, aten.transpose, aten.view, aten.unsqueeze, aten.sin, aten.cat, aten.bmm, aten.cos]
# Source node to ATen node mapping:
#   add_68 => add_68
#   add_69 => add_69
#   add_tensor => add_tensor
#   cos => cos
#   cos_1 => mul
#   cos_3 => unsqueeze_11
#   emb => clone, expand_4, unsqueeze_10, view_42
#   freqs => permute
#   full_default_7 => full_default_7
#   matmul => unsqueeze_default
#   mul_126 => mul_126
#   mul_127 => mul_127
#   neg_23 => neg_23
#   permute_149 => permute_149
#   sin => sin
#   sin_1 => mul_1
#   sin_3 => unsqueeze_12
#   slice_71 => slice_71
#   slice_72 => slice_72
#   view_213 => view_213
triton_poi_fused_add_bmm_cat_cos_mul_neg_sin_slice_slice_backward_transpose_unsqueeze_view_17 = async_compile.triton('triton_poi_fused_add_bmm_cat_cos_mul_neg_sin_slice_slice_backward_transpose_unsqueeze_view_17', '''
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
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_bmm_cat_cos_mul_neg_sin_slice_slice_backward_transpose_unsqueeze_view_17', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 16777216, 'x': 25231360}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_bmm_cat_cos_mul_neg_sin_slice_slice_backward_transpose_unsqueeze_view_17(in_ptr0, in_ptr1, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 4096
    xnumel = 512
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = tl.full([YBLOCK], True, tl.int1)[:, None]
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    y0 = (yindex % 64)
    x2 = xindex
    y3 = yindex
    y1 = yindex // 64
    tmp25 = tl.load(in_ptr0 + (x2 + 512*y3), xmask, eviction_policy='evict_last')
    tmp26 = tl.load(in_ptr1 + (x2 + 512*((y0 % 32))), xmask, eviction_policy='evict_last')
    tmp0 = y0
    tmp1 = tl.full([1, 1], 32, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.load(in_ptr0 + ((-16384) + x2 + 512*y3), tmp2 & xmask, eviction_policy='evict_last', other=0.0)
    tmp4 = tl.load(in_ptr1 + (x2 + 512*((y0 % 32))), tmp2 & xmask, eviction_policy='evict_last', other=0.0)
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
    tmp15 = tl.load(in_ptr0 + (16384 + x2 + 512*y3), tmp14 & xmask, eviction_policy='evict_last', other=0.0)
    tmp16 = tl.load(in_ptr1 + (x2 + 512*((y0 % 32))), tmp14 & xmask, eviction_policy='evict_last', other=0.0)
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
    tl.store(out_ptr0 + (y0 + 64*x2 + 32768*y1), tmp31, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpde50ospe/46/c46stz3kcilb4tqbsmpcaqiltwem5226pdvvqfkgraknw6nthpfz.py
# Topologically Sorted Source Nodes: [view_228, view_230, attn_output_3, pow_24, add_78, hidden_states_3, mul_144, pow_25, mul_146, mul_147, mul_150, sum_27, add_79, mul_148, mul_149, expand_28, div_19, mul_151, add_80], Original ATen: [aten.view, aten._unsafe_view, aten.pow, aten.add, aten.mul, aten.sum, aten.expand, aten.div]
# Source node to ATen node mapping:
#   add_78 => add_78
#   add_79 => add_79
#   add_80 => add_80
#   attn_output_3 => view_60
#   div_19 => div_19
#   expand_28 => expand_28
#   hidden_states_3 => add_7
#   mul_144 => mul_144
#   mul_146 => mul_146
#   mul_147 => mul_147
#   mul_148 => mul_148
#   mul_149 => mul_149
#   mul_150 => mul_150
#   mul_151 => mul_151
#   pow_24 => pow_24
#   pow_25 => pow_25
#   sum_27 => sum_27
#   view_228 => view_228
#   view_230 => view_230
# Graph fragment:
#   %mm_76 : Tensor "f32[2048, 1024][1024, 1]cuda:0" = PlaceHolder[target=mm_76]
#   %mm_78 : Tensor "f32[2048, 1024][1024, 1]cuda:0" = PlaceHolder[target=mm_78]
#   %wait_tensor_9 : Tensor "f32[1024][1]cuda:0" = PlaceHolder[target=wait_tensor_9]
#   %embedding : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0" = PlaceHolder[target=embedding]
#   %mm_3 : Tensor "f32[2048, 1024][1024, 1]cuda:0" = PlaceHolder[target=mm_3]
#   %add_75 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0" = PlaceHolder[target=add_75]
#   %rsqrt_1 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_1]
#   %sum_27 : Tensor "f32[4, 512, 1][512, 1, 2048]cuda:0" = PlaceHolder[target=sum_27]
#   %view_228 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_76, [4, 512, 1024]), kwargs = {})
#   %view_230 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_78, [4, 512, 1024]), kwargs = {})
#   %view_60 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_3, [4, 512, 1024]), kwargs = {})
#   %pow_24 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%rsqrt_1, 3), kwargs = {})
#   %add_78 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_228, %view_230), kwargs = {})
#   %add_7 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %view_60), kwargs = {})
#   %mul_144 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_78, %wait_tensor_9), kwargs = {})
#   %pow_25 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_7, 1.0), kwargs = {})
#   %mul_146 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_144, %add_7), kwargs = {})
#   %mul_147 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_144, %rsqrt_1), kwargs = {})
#   %mul_150 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%pow_25, 2.0), kwargs = {})
#   %sum_27 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_146, [2], True), kwargs = {})
#   %add_79 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_75, %mul_147), kwargs = {})
#   %mul_148 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%sum_27, -0.5), kwargs = {})
#   %mul_149 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_148, %pow_24), kwargs = {})
#   %expand_28 : Tensor "f32[4, 512, 1024][512, 1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%mul_149, [4, 512, 1024]), kwargs = {})
#   %div_19 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Scalar](args = (%expand_28, 1024), kwargs = {})
#   %mul_151 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_19, %mul_150), kwargs = {})
#   %add_80 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_79, %mul_151), kwargs = {})
#   return %sum_27,%add_80
triton_per_fused__unsafe_view_add_div_expand_mul_pow_sum_view_18 = async_compile.triton('triton_per_fused__unsafe_view_add_div_expand_mul_pow_sum_view_18', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__unsafe_view_add_div_expand_mul_pow_sum_view_18', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 7, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 8192, 'r0_': 58724352}}
)
@triton.jit
def triton_per_fused__unsafe_view_add_div_expand_mul_pow_sum_view_18(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, xnumel, r0_numel, XBLOCK : tl.constexpr):
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


# kernel path: /tmp/torchinductor_root/tmpde50ospe/6o/c6oa3drubncoq747zy724cpje3aurkozdxwmzgjwxmzkqlzgfscb.py
# Unsorted Source Nodes: [add_84, add_83, full_default_7, neg_28, slice_79, mul_156, view_240, sin_3, sin_1, sin, emb, freqs, matmul, slice_80, mul_157, cos_3, cos_1, cos, add_tensor], Original ATen: [aten.add, aten.slice_backward, aten.neg, aten.slice, aten.mul, aten.view, aten.unsqueeze, aten.sin, aten.cat, aten.transpose, aten.bmm, aten.cos]
# Source node to ATen node mapping:
#   add_83 => add_83
#   add_84 => add_84
#   add_tensor => add_tensor
#   cos => cos
#   cos_1 => mul
#   cos_3 => unsqueeze_11
#   emb => clone, expand_4, unsqueeze_10, view_42
#   freqs => permute
#   full_default_7 => full_default_7
#   matmul => unsqueeze_default
#   mul_156 => mul_156
#   mul_157 => mul_157
#   neg_28 => neg_28
#   sin => sin
#   sin_1 => mul_1
#   sin_3 => unsqueeze_12
#   slice_79 => slice_79
#   slice_80 => slice_80
#   view_240 => view_240
triton_poi_fused_add_bmm_cat_cos_mul_neg_sin_slice_slice_backward_transpose_unsqueeze_view_19 = async_compile.triton('triton_poi_fused_add_bmm_cat_cos_mul_neg_sin_slice_slice_backward_transpose_unsqueeze_view_19', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_bmm_cat_cos_mul_neg_sin_slice_slice_backward_transpose_unsqueeze_view_19', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 41943040}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_bmm_cat_cos_mul_neg_sin_slice_slice_backward_transpose_unsqueeze_view_19(in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 2097152
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 64)
    x1 = ((xindex // 64) % 16)
    x2 = ((xindex // 1024) % 512)
    x3 = xindex // 524288
    tmp25 = tl.load(in_ptr0 + (x0 + 64*x2 + 32768*x1 + 524288*x3), None)
    tmp26 = tl.load(in_ptr1 + (x2 + 512*((x0 % 32))), None, eviction_policy='evict_last')
    tmp0 = x0
    tmp1 = tl.full([1], 32, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.load(in_ptr0 + ((-32) + x0 + 64*x2 + 32768*x1 + 524288*x3), tmp2, other=0.0)
    tmp4 = tl.load(in_ptr1 + (x2 + 512*((x0 % 32))), tmp2, eviction_policy='evict_last', other=0.0)
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
    tmp15 = tl.load(in_ptr0 + (32 + x0 + 64*x2 + 32768*x1 + 524288*x3), tmp14, other=0.0)
    tmp16 = tl.load(in_ptr1 + (x2 + 512*((x0 % 32))), tmp14, eviction_policy='evict_last', other=0.0)
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
    tl.store(out_ptr0 + (x0 + 64*x2 + 32768*x1 + 524288*x3), tmp31, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpde50ospe/sw/cswtoqju2blu775zul3poj3di3mftmew2oci7rm2r3vgdb7rqn65.py
# Unsorted Source Nodes: [add_85, view_243, view_246, add_tensor], Original ATen: [aten.add, aten.view]
# Source node to ATen node mapping:
#   add_85 => add_85
#   add_tensor => add_tensor
#   view_243 => view_243
#   view_246 => view_246
triton_poi_fused_add_view_20 = async_compile.triton('triton_poi_fused_add_view_20', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2097152}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_view_20', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 33554432}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_view_20(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 2097152
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_out_ptr0 + (x0), None)
    tmp1 = tl.load(in_ptr0 + (x0), None)
    tmp2 = tmp0 + tmp1
    tl.store(in_out_ptr0 + (x0), tmp2, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpde50ospe/oj/cojtlszaxuo7bjqnwvsxxupljteztq6vci2hgmu3j3wzvgdij67y.py
# Topologically Sorted Source Nodes: [view_228, view_230, attn_output_3, add_78, hidden_states_3, hidden_states_5, mul_145, sum_26, view_249, hidden_states_1, add_86, mul_159, sum_29], Original ATen: [aten.view, aten._unsafe_view, aten.add, aten.mul, aten.sum]
# Source node to ATen node mapping:
#   add_78 => add_78
#   add_86 => add_86
#   attn_output_3 => view_60
#   hidden_states_1 => mul_2
#   hidden_states_3 => add_7
#   hidden_states_5 => mul_9
#   mul_145 => mul_145
#   mul_159 => mul_159
#   sum_26 => sum_26
#   sum_29 => sum_29
#   view_228 => view_228
#   view_230 => view_230
#   view_249 => view_249
# Graph fragment:
#   %mm_76 : Tensor "f32[2048, 1024][1024, 1]cuda:0" = PlaceHolder[target=mm_76]
#   %mm_78 : Tensor "f32[2048, 1024][1024, 1]cuda:0" = PlaceHolder[target=mm_78]
#   %embedding : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0" = PlaceHolder[target=embedding]
#   %mm_3 : Tensor "f32[2048, 1024][1024, 1]cuda:0" = PlaceHolder[target=mm_3]
#   %rsqrt_1 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_1]
#   %add_85 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0" = PlaceHolder[target=add_85]
#   %mm_86 : Tensor "f32[2048, 1024][1024, 1]cuda:0" = PlaceHolder[target=mm_86]
#   %rsqrt : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0" = PlaceHolder[target=rsqrt]
#   %view_228 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_76, [4, 512, 1024]), kwargs = {})
#   %view_230 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_78, [4, 512, 1024]), kwargs = {})
#   %view_60 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_3, [4, 512, 1024]), kwargs = {})
#   %add_78 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_228, %view_230), kwargs = {})
#   %add_7 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %view_60), kwargs = {})
#   %mul_9 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_7, %rsqrt_1), kwargs = {})
#   %mul_145 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_78, %mul_9), kwargs = {})
#   %sum_26 : Tensor "f32[1, 1, 1024][1024, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_145, [0, 1], True), kwargs = {})
#   %view_249 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_86, [4, 512, 1024]), kwargs = {})
#   %mul_2 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%embedding, %rsqrt), kwargs = {})
#   %add_86 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_85, %view_249), kwargs = {})
#   %mul_159 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_86, %mul_2), kwargs = {})
#   %sum_29 : Tensor "f32[1, 1, 1024][1024, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_159, [0, 1], True), kwargs = {})
#   return %buf128,%buf152
triton_red_fused__unsafe_view_add_mul_sum_view_21 = async_compile.triton('triton_red_fused__unsafe_view_add_mul_sum_view_21', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__unsafe_view_add_mul_sum_view_21', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 8, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 50593792, 'r0_': 16384}}
)
@triton.jit
def triton_red_fused__unsafe_view_add_mul_sum_view_21(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
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
    _tmp19 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
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
        tmp15 = tl.load(in_ptr7 + (r0_2 + 128*x1), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp2 = tmp0 + tmp1
        tmp5 = tmp3 + tmp4
        tmp7 = tmp5 * tmp6
        tmp8 = tmp2 * tmp7
        tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
        tmp11 = _tmp10 + tmp9
        _tmp10 = tl.where(r0_mask, tmp11, _tmp10)
        tmp14 = tmp12 + tmp13
        tmp16 = tmp3 * tmp15
        tmp17 = tmp14 * tmp16
        tmp18 = tl.broadcast_to(tmp17, [XBLOCK, R0_BLOCK])
        tmp20 = _tmp19 + tmp18
        _tmp19 = tl.where(r0_mask, tmp20, _tmp19)
    tmp10 = tl.sum(_tmp10, 1)[:, None]
    tmp19 = tl.sum(_tmp19, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp10, None)
    tl.store(out_ptr1 + (x3), tmp19, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpde50ospe/hu/chunme2pd2zq74noayuobwbpjyfcnnwfz3wyth5dxfxcnh34ulqg.py
# Unsorted Source Nodes: [index_put, full_default_24, where_5, unsqueeze_21, eq, tensor_78, add_88, add_87, mul_161, mul_158, add_86, view_249, mul_165, div_20, expand_29, mul_163, mul_162, pow_26, mul_164, pow_27, index_put_default], Original ATen: [aten.embedding_dense_backward, aten.lift_fresh, aten.add, aten.mul, aten.view, aten.div, aten.expand, aten.pow]
# Source node to ATen node mapping:
#   add_86 => add_86
#   add_87 => add_87
#   add_88 => add_88
#   div_20 => div_20
#   eq => eq
#   expand_29 => expand_29
#   full_default_24 => full_default_24
#   index_put => index_put
#   index_put_default => index_put_default
#   mul_158 => mul_158
#   mul_161 => mul_161
#   mul_162 => mul_162
#   mul_163 => mul_163
#   mul_164 => mul_164
#   mul_165 => mul_165
#   pow_26 => pow_26
#   pow_27 => pow_27
#   tensor_78 => full_default
#   unsqueeze_21 => unsqueeze_21
#   view_249 => view_249
#   where_5 => where_5
triton_poi_fused_add_div_embedding_dense_backward_expand_lift_fresh_mul_pow_view_22 = async_compile.triton('triton_poi_fused_add_div_embedding_dense_backward_expand_lift_fresh_mul_pow_view_22', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_div_embedding_dense_backward_expand_lift_fresh_mul_pow_view_22', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 67108864}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_div_embedding_dense_backward_expand_lift_fresh_mul_pow_view_22(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 8388608
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.full([1], 0.0, tl.float32)
    tl.store(out_ptr0 + (x0), tmp0, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpde50ospe/fg/cfgb352de7dn3j5dzlij7flcj7iy3g3aowhznuq25lfq5t3pv57q.py
# Unsorted Source Nodes: [sum_30, mul_160, mul_158, add_86, view_249, index_put, full_default_24, where_5, unsqueeze_21, eq, tensor_78, add_88, add_87, mul_161, mul_165, div_20, expand_29, mul_163, mul_162, pow_26, mul_164, pow_27, index_put_default], Original ATen: [aten.sum, aten.mul, aten.add, aten.view, aten.embedding_dense_backward, aten.lift_fresh, aten.div, aten.expand, aten.pow]
# Source node to ATen node mapping:
#   add_86 => add_86
#   add_87 => add_87
#   add_88 => add_88
#   div_20 => div_20
#   eq => eq
#   expand_29 => expand_29
#   full_default_24 => full_default_24
#   index_put => index_put
#   index_put_default => index_put_default
#   mul_158 => mul_158
#   mul_160 => mul_160
#   mul_161 => mul_161
#   mul_162 => mul_162
#   mul_163 => mul_163
#   mul_164 => mul_164
#   mul_165 => mul_165
#   pow_26 => pow_26
#   pow_27 => pow_27
#   sum_30 => sum_30
#   tensor_78 => full_default
#   unsqueeze_21 => unsqueeze_21
#   view_249 => view_249
#   where_5 => where_5
triton_per_fused_add_div_embedding_dense_backward_expand_lift_fresh_mul_pow_sum_view_23 = async_compile.triton('triton_per_fused_add_div_embedding_dense_backward_expand_lift_fresh_mul_pow_sum_view_23', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*i64', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_div_embedding_dense_backward_expand_lift_fresh_mul_pow_sum_view_23', 'mutated_arg_names': ['out_ptr1'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': True, 'num_load': 7, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 24576, 'r0_': 33558528}}
)
@triton.jit
def triton_per_fused_add_div_embedding_dense_backward_expand_lift_fresh_mul_pow_sum_view_23(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp11 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    tmp19 = tl.load(in_ptr5 + (r0_1 + 1024*x0), xmask, other=0.0)
    tmp20 = tl.load(in_ptr6 + (x0), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp4 = tmp2 * tmp3
    tmp6 = tmp4 * tmp5
    tmp7 = tl.broadcast_to(tmp6, [XBLOCK, R0_BLOCK])
    tmp9 = tl.where(xmask, tmp7, 0)
    tmp10 = tl.sum(tmp9, 1)[:, None].to(tl.float32)
    tmp12 = tl.full([1, 1], 8192, tl.int32)
    tmp13 = tmp11 + tmp12
    tmp14 = tmp11 < 0
    tmp15 = tl.where(tmp14, tmp13, tmp11)
    tl.device_assert(((0 <= tmp15) & (tmp15 < 8192)) | ~(xmask), "index out of bounds: 0 <= tmp15 < 8192")
    tmp17 = tl.full([1, 1], -1, tl.int64)
    tmp18 = tmp11 == tmp17
    tmp21 = tmp4 * tmp20
    tmp22 = tmp19 + tmp21
    tmp23 = tl.full([1, 1], -0.5, tl.float32)
    tmp24 = tmp10 * tmp23
    tmp25 = tmp20 * tmp20
    tmp26 = tmp25 * tmp20
    tmp27 = tmp24 * tmp26
    tmp28 = tl.full([1, 1], 0.0009765625, tl.float32)
    tmp29 = tmp27 * tmp28
    tmp30 = tl.full([1, 1], 2.0, tl.float32)
    tmp31 = tmp5 * tmp30
    tmp32 = tmp29 * tmp31
    tmp33 = tmp22 + tmp32
    tmp34 = tl.full([1, 1], 0.0, tl.float32)
    tmp35 = tl.where(tmp18, tmp34, tmp33)
    tl.atomic_add(out_ptr1 + (tl.broadcast_to(r0_1 + 1024*tmp15, [XBLOCK, R0_BLOCK])), tmp35, xmask, sem='relaxed')
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
            # Topologically Sorted Source Nodes: [div_10, getitem_101, loss, tensor_78, div_11, shift_labels, shift_labels_1, exp_9, unsqueeze_20, ne_3, where_3, where_4, mul_44, sum_8, mul_45, sub_6], Original ATen: [aten.div, aten.slice, aten.nll_loss_forward, aten.arange, aten.scalar_tensor, aten.lift_fresh, aten._log_softmax, aten.nll_loss_backward, aten.clone, aten.view, aten._log_softmax_backward_data, aten.expand, aten.eq, aten.where]
            stream0 = get_raw_stream(0)
            triton_red_fused__log_softmax__log_softmax_backward_data_arange_clone_div_eq_expand_lift_fresh_nll_loss_backward_nll_loss_forward_scalar_tensor_slice_view_where_0.run(buf1, constant_pad_nd, tangents_1, convert_element_type_1, amax_4, log, 2048, 8192, stream=stream0)
            del amax_4
            del constant_pad_nd
            del convert_element_type_1
            del log
            del tangents_1
            buf2 = empty_strided_cuda((8192, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_50, mm_29], Original ATen: [aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf1, (8192, 2048), (1, 8192), 0), view_139, out=buf2)
            del view_139
            # Unsorted Source Nodes: [reduce_scatter_tensor, view_251, reduce_scatter_tensor_default], Original ATen: [_c10d_functional.reduce_scatter_tensor, aten.view]
            buf3 = torch.ops._c10d_functional.reduce_scatter_tensor.default(reinterpret_tensor(buf2, (8388608, ), (1, ), 0), 'sum', 2, '0')
            assert_size_stride(buf3, (4194304, ), (1, ), 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            assert_alignment(buf3, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            buf4 = empty_strided_cuda((2048, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [mm_30], Original ATen: [aten.mm]
            extern_kernels.mm(buf1, permute_52, out=buf4)
            del permute_52
            buf5 = empty_strided_cuda((1, 1, 1024, 16), (16384, 16384, 1, 1024), torch.float32)
            # Topologically Sorted Source Nodes: [view_145, hidden_states_33, mul_47, sum_9], Original ATen: [aten.view, aten.mul, aten.sum]
            stream0 = get_raw_stream(0)
            triton_red_fused_mul_sum_view_1.run(buf4, add_34, rsqrt_8, buf5, 16384, 128, stream=stream0)
            buf6 = empty_strided_cuda((1, 1, 1024), (1024, 1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_145, hidden_states_33, mul_47, sum_9], Original ATen: [aten.view, aten.mul, aten.sum]
            stream0 = get_raw_stream(0)
            triton_per_fused_mul_sum_view_2.run(buf5, buf6, 1024, 16, stream=stream0)
            buf8 = reinterpret_tensor(buf4, (4, 512, 1024), (524288, 1024, 1), 0); del buf4  # reuse
            # Topologically Sorted Source Nodes: [view_145, pow_10, pow_11, mul_46, mul_52, mul_48, mul_49, sum_10, mul_50, mul_51, expand_21, div_12, mul_53, add_36], Original ATen: [aten.view, aten.pow, aten.mul, aten.sum, aten.expand, aten.div, aten.add]
            stream0 = get_raw_stream(0)
            triton_per_fused_add_div_expand_mul_pow_sum_view_3.run(buf8, wait_tensor_37, add_34, rsqrt_8, 2048, 1024, stream=stream0)
            del add_34
            del rsqrt_8
            del wait_tensor_37
            buf9 = empty_strided_cuda((1024, 2816), (2816, 1), torch.float32)
            # Unsorted Source Nodes: [mm_31, permute_54, view_147, permute_default], Original ATen: [aten.mm, aten.t, aten.view]
            extern_kernels.mm(reinterpret_tensor(buf8, (1024, 2048), (1, 1024), 0), view_137, out=buf9)
            del view_137
            buf10 = empty_strided_cuda((2048, 2816), (2816, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_147, mm_32], Original ATen: [aten.view, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf8, (2048, 1024), (1024, 1), 0), permute_56, out=buf10)
            del permute_56
            buf11 = empty_strided_cuda((4, 512, 2816), (1441792, 2816, 1), torch.float32)
            buf14 = reinterpret_tensor(mm_26, (4, 512, 2816), (1441792, 2816, 1), 0); del mm_26  # reuse
            # Topologically Sorted Source Nodes: [view_148, linear_25, linear_26, silu_3, mul_55, mul_54, reciprocal, mul_56, sub_7, mul_57, mul_58, add_38, mul_59], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.silu_backward]
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_mul_silu_silu_backward_view_4.run(buf14, buf10, mm_25, buf11, 5767168, stream=stream0)
            del buf10
            del mm_25
            buf12 = empty_strided_cuda((2816, 1024), (1024, 1), torch.float32)
            # Unsorted Source Nodes: [mm_33, permute_58, view_149, mul_54, view_148, silu_3, linear_25, permute_default], Original ATen: [aten.mm, aten.t, aten.view, aten.mul, aten.silu, aten._unsafe_view]
            extern_kernels.mm(reinterpret_tensor(buf11, (2816, 2048), (1, 2816), 0), view_133, out=buf12)
            buf13 = empty_strided_cuda((2048, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_148, linear_25, silu_3, mul_54, view_149, mm_34], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf11, (2048, 2816), (2816, 1), 0), permute_60, out=buf13)
            del permute_60
            buf15 = empty_strided_cuda((2816, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_148, linear_25, linear_26, silu_3, mul_55, reciprocal, mul_56, sub_7, mul_57, mul_58, add_38, mul_59, view_151, permute_62, mm_35], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.silu_backward, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf14, (2816, 2048), (1, 2816), 0), view_133, out=buf15)
            del view_133
            buf16 = empty_strided_cuda((2048, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_148, linear_25, linear_26, silu_3, mul_55, reciprocal, mul_56, sub_7, mul_57, mul_58, add_38, mul_59, view_151, mm_36], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.silu_backward, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf14, (2048, 2816), (2816, 1), 0), permute_64, out=buf16)
            del permute_64
            buf17 = buf5; del buf5  # reuse
            # Topologically Sorted Source Nodes: [view_150, view_152, hidden_states_29, add_39, mul_61, sum_11], Original ATen: [aten.view, aten.mul, aten.add, aten.sum]
            stream0 = get_raw_stream(0)
            triton_red_fused_add_mul_sum_view_5.run(buf13, buf16, add_31, rsqrt_7, buf17, 16384, 128, stream=stream0)
            buf18 = empty_strided_cuda((1, 1, 1024), (1024, 1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_150, view_152, hidden_states_29, add_39, mul_61, sum_11], Original ATen: [aten.view, aten.mul, aten.add, aten.sum]
            stream0 = get_raw_stream(0)
            triton_per_fused_mul_sum_view_2.run(buf17, buf18, 1024, 16, stream=stream0)
            buf20 = buf8; del buf8  # reuse
            # Topologically Sorted Source Nodes: [view_150, view_152, pow_12, pow_13, add_39, mul_66, mul_60, mul_62, mul_63, sum_12, add_40, mul_64, mul_65, expand_22, div_13, mul_67, add_41], Original ATen: [aten.view, aten.pow, aten.add, aten.mul, aten.sum, aten.expand, aten.div]
            stream0 = get_raw_stream(0)
            triton_per_fused_add_div_expand_mul_pow_sum_view_6.run(buf20, buf13, buf16, wait_tensor_36, add_31, rsqrt_7, 2048, 1024, stream=stream0)
            del add_31
            del rsqrt_7
            del wait_tensor_36
            buf21 = empty_strided_cuda((1024, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_154, permute_66, mm_37], Original ATen: [aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf20, (1024, 2048), (1, 1024), 0), view_131, out=buf21)
            del view_131
            buf22 = buf16; del buf16  # reuse
            # Topologically Sorted Source Nodes: [view_154, mm_38], Original ATen: [aten.view, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf20, (2048, 1024), (1024, 1), 0), permute_68, out=buf22)
            del permute_68
            buf23 = reinterpret_tensor(buf13, (4, 16, 512, 64), (524288, 32768, 64, 1), 0); del buf13  # reuse
            # Unsorted Source Nodes: [clone_31, permute_70, view_156, view_155, clone_default], Original ATen: [aten.clone, aten.transpose, aten.view]
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_7.run(buf22, buf23, 2097152, stream=stream0)
            buf24 = reinterpret_tensor(buf22, (64, 512, 64), (32768, 64, 1), 0); del buf22  # reuse
            # Unsorted Source Nodes: [bmm_9, permute_71, attn_output_12, view_157, bmm_default], Original ATen: [aten.bmm, aten.transpose, aten.view, aten._unsafe_view]
            extern_kernels.bmm(reinterpret_tensor(div_6, (64, 512, 512), (262144, 1, 512), 0), reinterpret_tensor(buf23, (64, 512, 64), (32768, 64, 1), 0), out=buf24)
            buf25 = reinterpret_tensor(buf1, (64, 512, 512), (262144, 512, 1), 0); del buf1  # reuse
            # Unsorted Source Nodes: [bmm_10, view_157, bmm_default], Original ATen: [aten.bmm, aten._unsafe_view]
            extern_kernels.bmm(reinterpret_tensor(buf23, (64, 512, 64), (32768, 64, 1), 0), permute_72, out=buf25)
            del permute_72
            buf27 = div_6; del div_6  # reuse
            # Topologically Sorted Source Nodes: [view_159, neg_14, mul_68, sum_13, fma, mul_69], Original ATen: [aten.view, aten._softmax_backward_data, aten.mul]
            stream0 = get_raw_stream(0)
            triton_per_fused__softmax_backward_data_mul_view_8.run(buf27, buf25, 32768, 512, stream=stream0)
            del buf25
            buf28 = reinterpret_tensor(buf23, (64, 64, 512), (32768, 512, 1), 0); del buf23  # reuse
            # Unsorted Source Nodes: [bmm_11, view_160, mul_69, fma, neg_14, mul_68, view_159, reshape_default, bmm_default], Original ATen: [aten.bmm, aten.view, aten.mul, aten._softmax_backward_data]
            extern_kernels.bmm(permute_73, reinterpret_tensor(buf27, (64, 512, 512), (262144, 512, 1), 0), out=buf28)
            del permute_73
            buf29 = empty_strided_cuda((64, 512, 64), (32768, 64, 1), torch.float32)
            # Unsorted Source Nodes: [bmm_12, view_160, mul_69, fma, neg_14, mul_68, view_159, reshape_default, bmm_default], Original ATen: [aten.bmm, aten.view, aten.mul, aten._softmax_backward_data]
            extern_kernels.bmm(reinterpret_tensor(buf27, (64, 512, 512), (262144, 512, 1), 0), permute_74, out=buf29)
            del permute_74
            buf30 = empty_strided_cuda((4, 512, 16, 64), (524288, 1024, 64, 1), torch.float32)
            # Unsorted Source Nodes: [clone_32, permute_76, view_158, clone_default], Original ATen: [aten.clone, aten.transpose, aten.view]
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_9.run(buf24, buf30, 2097152, stream=stream0)
            buf31 = empty_strided_cuda((1024, 1024), (1024, 1), torch.float32)
            # Unsorted Source Nodes: [mm_39, permute_77, view_164, view_163, mm_default], Original ATen: [aten.mm, aten.t, aten.view, aten._unsafe_view]
            extern_kernels.mm(reinterpret_tensor(buf30, (1024, 2048), (1, 1024), 0), view_115, out=buf31)
            buf32 = reinterpret_tensor(buf24, (2048, 1024), (1024, 1), 0); del buf24  # reuse
            # Unsorted Source Nodes: [mm_40, view_164, view_163, mm_default], Original ATen: [aten.mm, aten.view, aten._unsafe_view]
            extern_kernels.mm(reinterpret_tensor(buf30, (2048, 1024), (1024, 1), 0), permute_79, out=buf32)
            del permute_79
            buf37 = buf30; del buf30  # reuse
            # Unsorted Source Nodes: [add_45, add_44, full_default_7, neg_16, slice_61, mul_72, view_162, sin_3, sin_1, sin, emb, freqs, matmul, slice_62, mul_73, cos_3, cos_1, cos, add_tensor, clone_34, permute_86], Original ATen: [aten.add, aten.slice_backward, aten.neg, aten.slice, aten.mul, aten.view, aten.unsqueeze, aten.sin, aten.cat, aten.transpose, aten.bmm, aten.cos, aten.clone]
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_bmm_cat_clone_cos_mul_neg_sin_slice_slice_backward_transpose_unsqueeze_view_10.run(buf29, mm_default, buf37, 2097152, stream=stream0)
            buf34 = reinterpret_tensor(buf29, (4, 512, 16, 64), (524288, 1024, 64, 1), 0); del buf29  # reuse
            # Topologically Sorted Source Nodes: [view_161, matmul, full_default_7, permute_75, freqs, emb, sin, cos, sin_1, cos_1, sin_3, cos_3, mul_70, mul_71, slice_59, slice_60, neg_15, add_42, add_43, permute_81, clone_33], Original ATen: [aten.view, aten.bmm, aten.slice_backward, aten.transpose, aten.cat, aten.sin, aten.cos, aten.mul, aten.unsqueeze, aten.slice, aten.neg, aten.add, aten.clone]
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_bmm_cat_clone_cos_mul_neg_sin_slice_slice_backward_transpose_unsqueeze_view_11.run(buf28, mm_default, buf34, 4096, 512, stream=stream0)
            buf35 = empty_strided_cuda((1024, 1024), (1024, 1), torch.float32)
            # Unsorted Source Nodes: [mm_41, clone_33, permute_81, add_43, add_42, full_default_7, neg_15, slice_59, mul_70, permute_75, view_161, sin_3, sin_1, sin, emb, freqs, matmul, slice_60, mul_71, cos_3, cos_1, cos, permute_82, view_167, view_166, mm_default], Original ATen: [aten.mm, aten.clone, aten.transpose, aten.add, aten.slice_backward, aten.neg, aten.slice, aten.mul, aten.view, aten.unsqueeze, aten.sin, aten.cat, aten.bmm, aten.cos, aten.t, aten._unsafe_view]
            extern_kernels.mm(reinterpret_tensor(buf34, (1024, 2048), (1, 1024), 0), view_115, out=buf35)
            buf36 = reinterpret_tensor(buf28, (2048, 1024), (1024, 1), 0); del buf28  # reuse
            # Unsorted Source Nodes: [mm_42, view_167, view_166, clone_33, permute_81, add_43, add_42, full_default_7, neg_15, slice_59, mul_70, permute_75, view_161, sin_3, sin_1, sin, emb, freqs, matmul, slice_60, mul_71, cos_3, cos_1, cos, mm_default], Original ATen: [aten.mm, aten.view, aten._unsafe_view, aten.clone, aten.transpose, aten.add, aten.slice_backward, aten.neg, aten.slice, aten.mul, aten.unsqueeze, aten.sin, aten.cat, aten.bmm, aten.cos]
            extern_kernels.mm(reinterpret_tensor(buf34, (2048, 1024), (1024, 1), 0), permute_84, out=buf36)
            del permute_84
            buf38 = empty_strided_cuda((1024, 1024), (1024, 1), torch.float32)
            # Unsorted Source Nodes: [mm_43, clone_34, permute_86, permute_87, view_170, view_169, mm_default], Original ATen: [aten.mm, aten.clone, aten.transpose, aten.t, aten.view, aten._unsafe_view]
            extern_kernels.mm(reinterpret_tensor(buf37, (1024, 2048), (1, 1024), 0), view_115, out=buf38)
            del view_115
            buf39 = reinterpret_tensor(buf34, (2048, 1024), (1024, 1), 0); del buf34  # reuse
            # Unsorted Source Nodes: [mm_44, view_170, view_169, clone_34, permute_86, mm_default], Original ATen: [aten.mm, aten.view, aten._unsafe_view, aten.clone, aten.transpose]
            extern_kernels.mm(reinterpret_tensor(buf37, (2048, 1024), (1024, 1), 0), permute_89, out=buf39)
            del permute_89
            buf40 = buf17; del buf17  # reuse
            # Topologically Sorted Source Nodes: [view_165, view_168, add_46, view_171, hidden_states_25, add_47, mul_75, sum_14], Original ATen: [aten.view, aten.add, aten.mul, aten.sum]
            stream0 = get_raw_stream(0)
            triton_red_fused_add_mul_sum_view_12.run(buf32, buf36, buf39, add_26, rsqrt_6, buf40, 16384, 128, stream=stream0)
            buf41 = empty_strided_cuda((1, 1, 1024), (1024, 1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_165, view_168, add_46, view_171, hidden_states_25, add_47, mul_75, sum_14], Original ATen: [aten.view, aten.add, aten.mul, aten.sum]
            stream0 = get_raw_stream(0)
            triton_per_fused_mul_sum_view_2.run(buf40, buf41, 1024, 16, stream=stream0)
            buf43 = buf20; del buf20  # reuse
            # Topologically Sorted Source Nodes: [view_165, view_168, add_46, view_171, pow_14, pow_15, add_47, mul_80, mul_74, mul_76, mul_77, sum_15, add_48, mul_78, mul_79, expand_23, div_14, mul_81, add_49], Original ATen: [aten.view, aten.add, aten.pow, aten.mul, aten.sum, aten.expand, aten.div]
            stream0 = get_raw_stream(0)
            triton_per_fused_add_div_expand_mul_pow_sum_view_13.run(buf43, buf32, buf36, buf39, wait_tensor_35, add_26, rsqrt_6, 2048, 1024, stream=stream0)
            del add_26
            del rsqrt_6
            del wait_tensor_35
            buf45 = empty_strided_cuda((1024, 2816), (2816, 1), torch.float32)
            # Unsorted Source Nodes: [mm_45, permute_91, add_46, view_165, view_168, view_173, permute_default], Original ATen: [aten.mm, aten.t, aten.add, aten.view]
            extern_kernels.mm(reinterpret_tensor(buf43, (1024, 2048), (1, 1024), 0), view_113, out=buf45)
            del view_113
            buf46 = reinterpret_tensor(buf14, (2048, 2816), (2816, 1), 0); del buf14  # reuse
            # Topologically Sorted Source Nodes: [view_173, mm_46], Original ATen: [aten.view, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf43, (2048, 1024), (1024, 1), 0), permute_93, out=buf46)
            del permute_93
            buf47 = buf11; del buf11  # reuse
            buf50 = reinterpret_tensor(mm_19, (4, 512, 2816), (1441792, 2816, 1), 0); del mm_19  # reuse
            # Topologically Sorted Source Nodes: [view_174, linear_18, linear_19, silu_2, mul_83, mul_82, reciprocal_1, mul_84, sub_8, mul_85, mul_86, add_51, mul_87], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.silu_backward]
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_mul_silu_silu_backward_view_4.run(buf50, buf46, mm_18, buf47, 5767168, stream=stream0)
            del buf46
            del mm_18
            buf48 = empty_strided_cuda((2816, 1024), (1024, 1), torch.float32)
            # Unsorted Source Nodes: [mm_47, permute_95, view_175, mul_82, view_174, silu_2, linear_18, permute_default], Original ATen: [aten.mm, aten.t, aten.view, aten.mul, aten.silu, aten._unsafe_view]
            extern_kernels.mm(reinterpret_tensor(buf47, (2816, 2048), (1, 2816), 0), view_109, out=buf48)
            buf49 = buf39; del buf39  # reuse
            # Topologically Sorted Source Nodes: [view_174, linear_18, silu_2, mul_82, view_175, mm_48], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf47, (2048, 2816), (2816, 1), 0), permute_97, out=buf49)
            del permute_97
            buf51 = empty_strided_cuda((2816, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_174, linear_18, linear_19, silu_2, mul_83, reciprocal_1, mul_84, sub_8, mul_85, mul_86, add_51, mul_87, view_177, permute_99, mm_49], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.silu_backward, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf50, (2816, 2048), (1, 2816), 0), view_109, out=buf51)
            del view_109
            buf52 = buf36; del buf36  # reuse
            # Topologically Sorted Source Nodes: [view_174, linear_18, linear_19, silu_2, mul_83, reciprocal_1, mul_84, sub_8, mul_85, mul_86, add_51, mul_87, view_177, mm_50], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.silu_backward, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf50, (2048, 2816), (2816, 1), 0), permute_101, out=buf52)
            del permute_101
            buf53 = buf40; del buf40  # reuse
            # Topologically Sorted Source Nodes: [view_176, view_178, hidden_states_21, add_52, mul_89, sum_16], Original ATen: [aten.view, aten.mul, aten.add, aten.sum]
            stream0 = get_raw_stream(0)
            triton_red_fused_add_mul_sum_view_5.run(buf49, buf52, add_23, rsqrt_5, buf53, 16384, 128, stream=stream0)
            buf54 = empty_strided_cuda((1, 1, 1024), (1024, 1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_176, view_178, hidden_states_21, add_52, mul_89, sum_16], Original ATen: [aten.view, aten.mul, aten.add, aten.sum]
            stream0 = get_raw_stream(0)
            triton_per_fused_mul_sum_view_2.run(buf53, buf54, 1024, 16, stream=stream0)
            buf56 = buf43; del buf43  # reuse
            # Topologically Sorted Source Nodes: [view_176, view_178, pow_16, pow_17, add_52, mul_94, mul_88, mul_90, mul_91, sum_17, add_53, mul_92, mul_93, expand_24, div_15, mul_95, add_54], Original ATen: [aten.view, aten.pow, aten.add, aten.mul, aten.sum, aten.expand, aten.div]
            stream0 = get_raw_stream(0)
            triton_per_fused_add_div_expand_mul_pow_sum_view_6.run(buf56, buf49, buf52, wait_tensor_27, add_23, rsqrt_5, 2048, 1024, stream=stream0)
            del add_23
            del rsqrt_5
            del wait_tensor_27
            buf57 = empty_strided_cuda((1024, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_180, permute_103, mm_51], Original ATen: [aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf56, (1024, 2048), (1, 1024), 0), view_107, out=buf57)
            del view_107
            buf58 = buf52; del buf52  # reuse
            # Topologically Sorted Source Nodes: [view_180, mm_52], Original ATen: [aten.view, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf56, (2048, 1024), (1024, 1), 0), permute_105, out=buf58)
            del permute_105
            buf59 = reinterpret_tensor(buf49, (4, 16, 512, 64), (524288, 32768, 64, 1), 0); del buf49  # reuse
            # Unsorted Source Nodes: [clone_35, permute_107, view_182, view_181, clone_default], Original ATen: [aten.clone, aten.transpose, aten.view]
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_7.run(buf58, buf59, 2097152, stream=stream0)
            buf60 = reinterpret_tensor(buf58, (64, 512, 64), (32768, 64, 1), 0); del buf58  # reuse
            # Unsorted Source Nodes: [bmm_13, permute_108, attn_output_8, view_183, bmm_default], Original ATen: [aten.bmm, aten.transpose, aten.view, aten._unsafe_view]
            extern_kernels.bmm(reinterpret_tensor(div_4, (64, 512, 512), (262144, 1, 512), 0), reinterpret_tensor(buf59, (64, 512, 64), (32768, 64, 1), 0), out=buf60)
            buf61 = reinterpret_tensor(buf27, (64, 512, 512), (262144, 512, 1), 0); del buf27  # reuse
            # Unsorted Source Nodes: [bmm_14, view_183, bmm_default], Original ATen: [aten.bmm, aten._unsafe_view]
            extern_kernels.bmm(reinterpret_tensor(buf59, (64, 512, 64), (32768, 64, 1), 0), permute_109, out=buf61)
            del permute_109
            buf63 = div_4; del div_4  # reuse
            # Topologically Sorted Source Nodes: [view_185, neg_18, mul_96, sum_18, fma_1, mul_97], Original ATen: [aten.view, aten._softmax_backward_data, aten.mul]
            stream0 = get_raw_stream(0)
            triton_per_fused__softmax_backward_data_mul_view_8.run(buf63, buf61, 32768, 512, stream=stream0)
            del buf61
            buf64 = reinterpret_tensor(buf59, (64, 64, 512), (32768, 512, 1), 0); del buf59  # reuse
            # Unsorted Source Nodes: [bmm_15, view_186, mul_97, fma_1, neg_18, mul_96, view_185, reshape_default, bmm_default], Original ATen: [aten.bmm, aten.view, aten.mul, aten._softmax_backward_data]
            extern_kernels.bmm(permute_110, reinterpret_tensor(buf63, (64, 512, 512), (262144, 512, 1), 0), out=buf64)
            del permute_110
            buf65 = reinterpret_tensor(buf32, (64, 512, 64), (32768, 64, 1), 0); del buf32  # reuse
            # Unsorted Source Nodes: [bmm_16, view_186, mul_97, fma_1, neg_18, mul_96, view_185, reshape_default, bmm_default], Original ATen: [aten.bmm, aten.view, aten.mul, aten._softmax_backward_data]
            extern_kernels.bmm(reinterpret_tensor(buf63, (64, 512, 512), (262144, 512, 1), 0), permute_111, out=buf65)
            del permute_111
            buf66 = buf37; del buf37  # reuse
            # Unsorted Source Nodes: [clone_36, permute_113, view_184, clone_default], Original ATen: [aten.clone, aten.transpose, aten.view]
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_9.run(buf60, buf66, 2097152, stream=stream0)
            buf67 = empty_strided_cuda((1024, 1024), (1024, 1), torch.float32)
            # Unsorted Source Nodes: [mm_53, permute_114, view_190, view_189, mm_default], Original ATen: [aten.mm, aten.t, aten.view, aten._unsafe_view]
            extern_kernels.mm(reinterpret_tensor(buf66, (1024, 2048), (1, 1024), 0), view_91, out=buf67)
            buf68 = reinterpret_tensor(buf60, (2048, 1024), (1024, 1), 0); del buf60  # reuse
            # Unsorted Source Nodes: [mm_54, view_190, view_189, mm_default], Original ATen: [aten.mm, aten.view, aten._unsafe_view]
            extern_kernels.mm(reinterpret_tensor(buf66, (2048, 1024), (1024, 1), 0), permute_116, out=buf68)
            del permute_116
            buf69 = reinterpret_tensor(buf66, (4, 16, 512, 64), (524288, 32768, 1, 512), 0); del buf66  # reuse
            # Topologically Sorted Source Nodes: [matmul, full_default_7, freqs, emb, sin, cos, sin_1, cos_1, sin_3, cos_3, view_187, permute_112, mul_98, mul_99, slice_65, slice_66, neg_19, add_55, add_56], Original ATen: [aten.bmm, aten.slice_backward, aten.transpose, aten.cat, aten.sin, aten.cos, aten.mul, aten.unsqueeze, aten.view, aten.slice, aten.neg, aten.add]
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_bmm_cat_cos_mul_neg_sin_slice_slice_backward_transpose_unsqueeze_view_14.run(buf64, mm_default, buf69, 2097152, stream=stream0)
            buf70 = reinterpret_tensor(buf64, (4, 512, 16, 64), (524288, 1024, 64, 1), 0); del buf64  # reuse
            # Unsorted Source Nodes: [clone_37, add_56, add_55, full_default_7, neg_19, slice_65, mul_98, permute_112, view_187, sin_3, sin_1, sin, emb, freqs, matmul, slice_66, mul_99, cos_3, cos_1, cos, permute_118, clone_default], Original ATen: [aten.clone, aten.add, aten.slice_backward, aten.neg, aten.slice, aten.mul, aten.transpose, aten.view, aten.unsqueeze, aten.sin, aten.cat, aten.bmm, aten.cos]
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_bmm_cat_clone_cos_mul_neg_sin_slice_slice_backward_transpose_unsqueeze_view_15.run(buf69, buf70, 2048, 1024, stream=stream0)
            buf71 = empty_strided_cuda((1024, 1024), (1024, 1), torch.float32)
            # Unsorted Source Nodes: [mm_55, permute_119, view_193, view_192, mm_default], Original ATen: [aten.mm, aten.t, aten.view, aten._unsafe_view]
            extern_kernels.mm(reinterpret_tensor(buf70, (1024, 2048), (1, 1024), 0), view_91, out=buf71)
            buf72 = reinterpret_tensor(buf69, (2048, 1024), (1024, 1), 0); del buf69  # reuse
            # Unsorted Source Nodes: [mm_56, view_193, view_192, mm_default], Original ATen: [aten.mm, aten.view, aten._unsafe_view]
            extern_kernels.mm(reinterpret_tensor(buf70, (2048, 1024), (1024, 1), 0), permute_121, out=buf72)
            del permute_121
            buf73 = reinterpret_tensor(buf70, (4, 16, 512, 64), (524288, 32768, 64, 1), 0); del buf70  # reuse
            # Unsorted Source Nodes: [add_58, add_57, full_default_7, neg_20, slice_67, mul_100, view_188, sin_3, sin_1, sin, emb, freqs, matmul, slice_68, mul_101, cos_3, cos_1, cos, add_tensor], Original ATen: [aten.add, aten.slice_backward, aten.neg, aten.slice, aten.mul, aten.view, aten.unsqueeze, aten.sin, aten.cat, aten.transpose, aten.bmm, aten.cos]
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_bmm_cat_cos_mul_neg_sin_slice_slice_backward_transpose_unsqueeze_view_16.run(buf65, mm_default, buf73, 2097152, stream=stream0)
            buf74 = reinterpret_tensor(buf65, (4, 512, 16, 64), (524288, 1024, 64, 1), 0); del buf65  # reuse
            # Unsorted Source Nodes: [clone_38, permute_123, clone_default], Original ATen: [aten.clone, aten.transpose]
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_9.run(buf73, buf74, 2097152, stream=stream0)
            buf75 = empty_strided_cuda((1024, 1024), (1024, 1), torch.float32)
            # Unsorted Source Nodes: [mm_57, permute_124, view_196, view_195, mm_default], Original ATen: [aten.mm, aten.t, aten.view, aten._unsafe_view]
            extern_kernels.mm(reinterpret_tensor(buf74, (1024, 2048), (1, 1024), 0), view_91, out=buf75)
            del view_91
            buf76 = reinterpret_tensor(buf73, (2048, 1024), (1024, 1), 0); del buf73  # reuse
            # Unsorted Source Nodes: [mm_58, view_196, view_195, mm_default], Original ATen: [aten.mm, aten.view, aten._unsafe_view]
            extern_kernels.mm(reinterpret_tensor(buf74, (2048, 1024), (1024, 1), 0), permute_126, out=buf76)
            del permute_126
            buf77 = buf53; del buf53  # reuse
            # Topologically Sorted Source Nodes: [view_191, view_194, add_59, view_197, hidden_states_17, add_60, mul_103, sum_19], Original ATen: [aten.view, aten.add, aten.mul, aten.sum]
            stream0 = get_raw_stream(0)
            triton_red_fused_add_mul_sum_view_12.run(buf68, buf72, buf76, add_18, rsqrt_4, buf77, 16384, 128, stream=stream0)
            buf78 = empty_strided_cuda((1, 1, 1024), (1024, 1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_191, view_194, add_59, view_197, hidden_states_17, add_60, mul_103, sum_19], Original ATen: [aten.view, aten.add, aten.mul, aten.sum]
            stream0 = get_raw_stream(0)
            triton_per_fused_mul_sum_view_2.run(buf77, buf78, 1024, 16, stream=stream0)
            buf80 = buf56; del buf56  # reuse
            # Topologically Sorted Source Nodes: [view_191, view_194, add_59, view_197, pow_18, pow_19, add_60, mul_108, mul_102, mul_104, mul_105, sum_20, add_61, mul_106, mul_107, expand_25, div_16, mul_109, add_62], Original ATen: [aten.view, aten.add, aten.pow, aten.mul, aten.sum, aten.expand, aten.div]
            stream0 = get_raw_stream(0)
            triton_per_fused_add_div_expand_mul_pow_sum_view_13.run(buf80, buf68, buf72, buf76, wait_tensor_26, add_18, rsqrt_4, 2048, 1024, stream=stream0)
            del add_18
            del rsqrt_4
            del wait_tensor_26
            buf82 = empty_strided_cuda((1024, 2816), (2816, 1), torch.float32)
            # Unsorted Source Nodes: [mm_59, permute_128, add_59, view_191, view_194, view_199, permute_default], Original ATen: [aten.mm, aten.t, aten.add, aten.view]
            extern_kernels.mm(reinterpret_tensor(buf80, (1024, 2048), (1, 1024), 0), view_89, out=buf82)
            del view_89
            buf83 = reinterpret_tensor(buf50, (2048, 2816), (2816, 1), 0); del buf50  # reuse
            # Topologically Sorted Source Nodes: [view_199, mm_60], Original ATen: [aten.view, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf80, (2048, 1024), (1024, 1), 0), permute_130, out=buf83)
            del permute_130
            buf84 = buf47; del buf47  # reuse
            buf87 = reinterpret_tensor(mm_12, (4, 512, 2816), (1441792, 2816, 1), 0); del mm_12  # reuse
            # Topologically Sorted Source Nodes: [view_200, linear_11, linear_12, silu_1, mul_111, mul_110, reciprocal_2, mul_112, sub_9, mul_113, mul_114, add_64, mul_115], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.silu_backward]
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_mul_silu_silu_backward_view_4.run(buf87, buf83, mm_11, buf84, 5767168, stream=stream0)
            del buf83
            del mm_11
            buf85 = empty_strided_cuda((2816, 1024), (1024, 1), torch.float32)
            # Unsorted Source Nodes: [mm_61, permute_132, view_201, mul_110, view_200, silu_1, linear_11, permute_default], Original ATen: [aten.mm, aten.t, aten.view, aten.mul, aten.silu, aten._unsafe_view]
            extern_kernels.mm(reinterpret_tensor(buf84, (2816, 2048), (1, 2816), 0), view_85, out=buf85)
            buf86 = buf76; del buf76  # reuse
            # Topologically Sorted Source Nodes: [view_200, linear_11, silu_1, mul_110, view_201, mm_62], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf84, (2048, 2816), (2816, 1), 0), permute_134, out=buf86)
            del permute_134
            buf88 = empty_strided_cuda((2816, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_200, linear_11, linear_12, silu_1, mul_111, reciprocal_2, mul_112, sub_9, mul_113, mul_114, add_64, mul_115, view_203, permute_136, mm_63], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.silu_backward, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf87, (2816, 2048), (1, 2816), 0), view_85, out=buf88)
            del view_85
            buf89 = buf72; del buf72  # reuse
            # Topologically Sorted Source Nodes: [view_200, linear_11, linear_12, silu_1, mul_111, reciprocal_2, mul_112, sub_9, mul_113, mul_114, add_64, mul_115, view_203, mm_64], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.silu_backward, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf87, (2048, 2816), (2816, 1), 0), permute_138, out=buf89)
            del permute_138
            buf90 = buf77; del buf77  # reuse
            # Topologically Sorted Source Nodes: [view_202, view_204, hidden_states_13, add_65, mul_117, sum_21], Original ATen: [aten.view, aten.mul, aten.add, aten.sum]
            stream0 = get_raw_stream(0)
            triton_red_fused_add_mul_sum_view_5.run(buf86, buf89, add_15, rsqrt_3, buf90, 16384, 128, stream=stream0)
            buf91 = empty_strided_cuda((1, 1, 1024), (1024, 1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_202, view_204, hidden_states_13, add_65, mul_117, sum_21], Original ATen: [aten.view, aten.mul, aten.add, aten.sum]
            stream0 = get_raw_stream(0)
            triton_per_fused_mul_sum_view_2.run(buf90, buf91, 1024, 16, stream=stream0)
            buf93 = buf80; del buf80  # reuse
            # Topologically Sorted Source Nodes: [view_202, view_204, pow_20, pow_21, add_65, mul_122, mul_116, mul_118, mul_119, sum_22, add_66, mul_120, mul_121, expand_26, div_17, mul_123, add_67], Original ATen: [aten.view, aten.pow, aten.add, aten.mul, aten.sum, aten.expand, aten.div]
            stream0 = get_raw_stream(0)
            triton_per_fused_add_div_expand_mul_pow_sum_view_6.run(buf93, buf86, buf89, wait_tensor_18, add_15, rsqrt_3, 2048, 1024, stream=stream0)
            del add_15
            del rsqrt_3
            del wait_tensor_18
            buf94 = empty_strided_cuda((1024, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_206, permute_140, mm_65], Original ATen: [aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf93, (1024, 2048), (1, 1024), 0), view_83, out=buf94)
            del view_83
            buf95 = buf89; del buf89  # reuse
            # Topologically Sorted Source Nodes: [view_206, mm_66], Original ATen: [aten.view, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf93, (2048, 1024), (1024, 1), 0), permute_142, out=buf95)
            del permute_142
            buf96 = reinterpret_tensor(buf86, (4, 16, 512, 64), (524288, 32768, 64, 1), 0); del buf86  # reuse
            # Unsorted Source Nodes: [clone_39, permute_144, view_208, view_207, clone_default], Original ATen: [aten.clone, aten.transpose, aten.view]
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_7.run(buf95, buf96, 2097152, stream=stream0)
            buf97 = reinterpret_tensor(buf95, (64, 512, 64), (32768, 64, 1), 0); del buf95  # reuse
            # Unsorted Source Nodes: [bmm_17, permute_145, attn_output_4, view_209, bmm_default], Original ATen: [aten.bmm, aten.transpose, aten.view, aten._unsafe_view]
            extern_kernels.bmm(reinterpret_tensor(div_2, (64, 512, 512), (262144, 1, 512), 0), reinterpret_tensor(buf96, (64, 512, 64), (32768, 64, 1), 0), out=buf97)
            buf98 = reinterpret_tensor(buf63, (64, 512, 512), (262144, 512, 1), 0); del buf63  # reuse
            # Unsorted Source Nodes: [bmm_18, view_209, bmm_default], Original ATen: [aten.bmm, aten._unsafe_view]
            extern_kernels.bmm(reinterpret_tensor(buf96, (64, 512, 64), (32768, 64, 1), 0), permute_146, out=buf98)
            del permute_146
            buf100 = div_2; del div_2  # reuse
            # Topologically Sorted Source Nodes: [view_211, neg_22, mul_124, sum_23, fma_2, mul_125], Original ATen: [aten.view, aten._softmax_backward_data, aten.mul]
            stream0 = get_raw_stream(0)
            triton_per_fused__softmax_backward_data_mul_view_8.run(buf100, buf98, 32768, 512, stream=stream0)
            del buf98
            buf101 = reinterpret_tensor(buf96, (64, 64, 512), (32768, 512, 1), 0); del buf96  # reuse
            # Unsorted Source Nodes: [bmm_19, view_212, mul_125, fma_2, neg_22, mul_124, view_211, reshape_default, bmm_default], Original ATen: [aten.bmm, aten.view, aten.mul, aten._softmax_backward_data]
            extern_kernels.bmm(permute_147, reinterpret_tensor(buf100, (64, 512, 512), (262144, 512, 1), 0), out=buf101)
            del permute_147
            buf102 = reinterpret_tensor(buf68, (64, 512, 64), (32768, 64, 1), 0); del buf68  # reuse
            # Unsorted Source Nodes: [bmm_20, view_212, mul_125, fma_2, neg_22, mul_124, view_211, reshape_default, bmm_default], Original ATen: [aten.bmm, aten.view, aten.mul, aten._softmax_backward_data]
            extern_kernels.bmm(reinterpret_tensor(buf100, (64, 512, 512), (262144, 512, 1), 0), permute_148, out=buf102)
            del permute_148
            buf103 = buf74; del buf74  # reuse
            # Unsorted Source Nodes: [clone_40, permute_150, view_210, clone_default], Original ATen: [aten.clone, aten.transpose, aten.view]
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_9.run(buf97, buf103, 2097152, stream=stream0)
            buf104 = empty_strided_cuda((1024, 1024), (1024, 1), torch.float32)
            # Unsorted Source Nodes: [mm_67, permute_151, view_216, view_215, mm_default], Original ATen: [aten.mm, aten.t, aten.view, aten._unsafe_view]
            extern_kernels.mm(reinterpret_tensor(buf103, (1024, 2048), (1, 1024), 0), view_67, out=buf104)
            buf105 = reinterpret_tensor(buf97, (2048, 1024), (1024, 1), 0); del buf97  # reuse
            # Unsorted Source Nodes: [mm_68, view_216, view_215, mm_default], Original ATen: [aten.mm, aten.view, aten._unsafe_view]
            extern_kernels.mm(reinterpret_tensor(buf103, (2048, 1024), (1024, 1), 0), permute_153, out=buf105)
            del permute_153
            buf106 = reinterpret_tensor(buf103, (4, 16, 512, 64), (524288, 32768, 64, 1), 0); del buf103  # reuse
            # Unsorted Source Nodes: [add_69, add_68, full_default_7, neg_23, slice_71, mul_126, permute_149, view_213, sin_3, sin_1, sin, emb, freqs, matmul, slice_72, mul_127, cos_3, cos_1, cos, add_tensor], Original ATen: [aten.add, aten.slice_backward, aten.neg, aten.slice, aten.mul, aten.transpose, aten.view, aten.unsqueeze, aten.sin, aten.cat, aten.bmm, aten.cos]
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_bmm_cat_cos_mul_neg_sin_slice_slice_backward_transpose_unsqueeze_view_17.run(buf101, mm_default, buf106, 4096, 512, stream=stream0)
            buf107 = reinterpret_tensor(buf101, (4, 512, 16, 64), (524288, 1024, 64, 1), 0); del buf101  # reuse
            # Unsorted Source Nodes: [clone_41, permute_155, clone_default], Original ATen: [aten.clone, aten.transpose]
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_9.run(buf106, buf107, 2097152, stream=stream0)
            buf108 = empty_strided_cuda((1024, 1024), (1024, 1), torch.float32)
            # Unsorted Source Nodes: [mm_69, permute_156, view_219, view_218, mm_default], Original ATen: [aten.mm, aten.t, aten.view, aten._unsafe_view]
            extern_kernels.mm(reinterpret_tensor(buf107, (1024, 2048), (1, 1024), 0), view_67, out=buf108)
            buf109 = reinterpret_tensor(buf106, (2048, 1024), (1024, 1), 0); del buf106  # reuse
            # Unsorted Source Nodes: [mm_70, view_219, view_218, mm_default], Original ATen: [aten.mm, aten.view, aten._unsafe_view]
            extern_kernels.mm(reinterpret_tensor(buf107, (2048, 1024), (1024, 1), 0), permute_158, out=buf109)
            del permute_158
            buf110 = reinterpret_tensor(buf107, (4, 16, 512, 64), (524288, 32768, 64, 1), 0); del buf107  # reuse
            # Unsorted Source Nodes: [add_71, add_70, full_default_7, neg_24, slice_73, mul_128, view_214, sin_3, sin_1, sin, emb, freqs, matmul, slice_74, mul_129, cos_3, cos_1, cos, add_tensor], Original ATen: [aten.add, aten.slice_backward, aten.neg, aten.slice, aten.mul, aten.view, aten.unsqueeze, aten.sin, aten.cat, aten.transpose, aten.bmm, aten.cos]
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_bmm_cat_cos_mul_neg_sin_slice_slice_backward_transpose_unsqueeze_view_16.run(buf102, mm_default, buf110, 2097152, stream=stream0)
            buf111 = reinterpret_tensor(buf102, (4, 512, 16, 64), (524288, 1024, 64, 1), 0); del buf102  # reuse
            # Unsorted Source Nodes: [clone_42, permute_160, clone_default], Original ATen: [aten.clone, aten.transpose]
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_9.run(buf110, buf111, 2097152, stream=stream0)
            buf112 = empty_strided_cuda((1024, 1024), (1024, 1), torch.float32)
            # Unsorted Source Nodes: [mm_71, permute_161, view_222, view_221, mm_default], Original ATen: [aten.mm, aten.t, aten.view, aten._unsafe_view]
            extern_kernels.mm(reinterpret_tensor(buf111, (1024, 2048), (1, 1024), 0), view_67, out=buf112)
            del view_67
            buf113 = reinterpret_tensor(buf110, (2048, 1024), (1024, 1), 0); del buf110  # reuse
            # Unsorted Source Nodes: [mm_72, view_222, view_221, mm_default], Original ATen: [aten.mm, aten.view, aten._unsafe_view]
            extern_kernels.mm(reinterpret_tensor(buf111, (2048, 1024), (1024, 1), 0), permute_163, out=buf113)
            del permute_163
            buf114 = buf90; del buf90  # reuse
            # Topologically Sorted Source Nodes: [view_217, view_220, add_72, view_223, hidden_states_9, add_73, mul_131, sum_24], Original ATen: [aten.view, aten.add, aten.mul, aten.sum]
            stream0 = get_raw_stream(0)
            triton_red_fused_add_mul_sum_view_12.run(buf105, buf109, buf113, add_10, rsqrt_2, buf114, 16384, 128, stream=stream0)
            buf115 = empty_strided_cuda((1, 1, 1024), (1024, 1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_217, view_220, add_72, view_223, hidden_states_9, add_73, mul_131, sum_24], Original ATen: [aten.view, aten.add, aten.mul, aten.sum]
            stream0 = get_raw_stream(0)
            triton_per_fused_mul_sum_view_2.run(buf114, buf115, 1024, 16, stream=stream0)
            buf117 = buf93; del buf93  # reuse
            # Topologically Sorted Source Nodes: [view_217, view_220, add_72, view_223, pow_22, pow_23, add_73, mul_136, mul_130, mul_132, mul_133, sum_25, add_74, mul_134, mul_135, expand_27, div_18, mul_137, add_75], Original ATen: [aten.view, aten.add, aten.pow, aten.mul, aten.sum, aten.expand, aten.div]
            stream0 = get_raw_stream(0)
            triton_per_fused_add_div_expand_mul_pow_sum_view_13.run(buf117, buf105, buf109, buf113, wait_tensor_17, add_10, rsqrt_2, 2048, 1024, stream=stream0)
            del add_10
            del rsqrt_2
            del wait_tensor_17
            buf119 = empty_strided_cuda((1024, 2816), (2816, 1), torch.float32)
            # Unsorted Source Nodes: [mm_73, permute_165, add_72, view_217, view_220, view_225, permute_default], Original ATen: [aten.mm, aten.t, aten.add, aten.view]
            extern_kernels.mm(reinterpret_tensor(buf117, (1024, 2048), (1, 1024), 0), view_65, out=buf119)
            del view_65
            buf120 = reinterpret_tensor(buf87, (2048, 2816), (2816, 1), 0); del buf87  # reuse
            # Topologically Sorted Source Nodes: [view_225, mm_74], Original ATen: [aten.view, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf117, (2048, 1024), (1024, 1), 0), permute_167, out=buf120)
            del permute_167
            buf121 = buf84; del buf84  # reuse
            buf124 = reinterpret_tensor(mm_5, (4, 512, 2816), (1441792, 2816, 1), 0); del mm_5  # reuse
            # Topologically Sorted Source Nodes: [view_226, linear_4, linear_5, silu, mul_139, mul_138, reciprocal_3, mul_140, sub_10, mul_141, mul_142, add_77, mul_143], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.silu_backward]
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_mul_silu_silu_backward_view_4.run(buf124, buf120, mm_4, buf121, 5767168, stream=stream0)
            del buf120
            del mm_4
            buf122 = empty_strided_cuda((2816, 1024), (1024, 1), torch.float32)
            # Unsorted Source Nodes: [mm_75, permute_169, view_227, mul_138, view_226, silu, linear_4, permute_default], Original ATen: [aten.mm, aten.t, aten.view, aten.mul, aten.silu, aten._unsafe_view]
            extern_kernels.mm(reinterpret_tensor(buf121, (2816, 2048), (1, 2816), 0), view_61, out=buf122)
            buf123 = buf113; del buf113  # reuse
            # Topologically Sorted Source Nodes: [view_226, linear_4, silu, mul_138, view_227, mm_76], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf121, (2048, 2816), (2816, 1), 0), permute_171, out=buf123)
            del buf121
            del permute_171
            buf125 = empty_strided_cuda((2816, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_226, linear_4, linear_5, silu, mul_139, reciprocal_3, mul_140, sub_10, mul_141, mul_142, add_77, mul_143, view_229, permute_173, mm_77], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.silu_backward, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf124, (2816, 2048), (1, 2816), 0), view_61, out=buf125)
            del view_61
            buf126 = buf109; del buf109  # reuse
            # Topologically Sorted Source Nodes: [view_226, linear_4, linear_5, silu, mul_139, reciprocal_3, mul_140, sub_10, mul_141, mul_142, add_77, mul_143, view_229, mm_78], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.silu_backward, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf124, (2048, 2816), (2816, 1), 0), permute_175, out=buf126)
            del buf124
            del permute_175
            buf130 = buf117; del buf117  # reuse
            # Topologically Sorted Source Nodes: [view_228, view_230, attn_output_3, pow_24, add_78, hidden_states_3, mul_144, pow_25, mul_146, mul_147, mul_150, sum_27, add_79, mul_148, mul_149, expand_28, div_19, mul_151, add_80], Original ATen: [aten.view, aten._unsafe_view, aten.pow, aten.add, aten.mul, aten.sum, aten.expand, aten.div]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_div_expand_mul_pow_sum_view_18.run(buf130, buf123, buf126, wait_tensor_9, embedding, mm_3, rsqrt_1, 2048, 1024, stream=stream0)
            del wait_tensor_9
            buf132 = buf105; del buf105  # reuse
            # Topologically Sorted Source Nodes: [view_232, mm_80], Original ATen: [aten.view, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf130, (2048, 1024), (1024, 1), 0), permute_179, out=buf132)
            del permute_179
            buf133 = reinterpret_tensor(buf111, (4, 16, 512, 64), (524288, 32768, 64, 1), 0); del buf111  # reuse
            # Unsorted Source Nodes: [clone_43, permute_181, view_234, view_233, clone_default], Original ATen: [aten.clone, aten.transpose, aten.view]
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_7.run(buf132, buf133, 2097152, stream=stream0)
            buf134 = reinterpret_tensor(buf132, (64, 512, 64), (32768, 64, 1), 0); del buf132  # reuse
            # Unsorted Source Nodes: [bmm_21, permute_182, attn_output, view_235, bmm_default], Original ATen: [aten.bmm, aten.transpose, aten.view, aten._unsafe_view]
            extern_kernels.bmm(reinterpret_tensor(div, (64, 512, 512), (262144, 1, 512), 0), reinterpret_tensor(buf133, (64, 512, 64), (32768, 64, 1), 0), out=buf134)
            buf135 = reinterpret_tensor(buf100, (64, 512, 512), (262144, 512, 1), 0); del buf100  # reuse
            # Unsorted Source Nodes: [bmm_22, view_235, bmm_default], Original ATen: [aten.bmm, aten._unsafe_view]
            extern_kernels.bmm(reinterpret_tensor(buf133, (64, 512, 64), (32768, 64, 1), 0), permute_183, out=buf135)
            del permute_183
            buf137 = div; del div  # reuse
            # Topologically Sorted Source Nodes: [view_237, neg_26, mul_152, sum_28, fma_3, mul_153], Original ATen: [aten.view, aten._softmax_backward_data, aten.mul]
            stream0 = get_raw_stream(0)
            triton_per_fused__softmax_backward_data_mul_view_8.run(buf137, buf135, 32768, 512, stream=stream0)
            del buf135
            buf138 = reinterpret_tensor(buf133, (64, 64, 512), (32768, 512, 1), 0); del buf133  # reuse
            # Unsorted Source Nodes: [bmm_23, view_238, mul_153, fma_3, neg_26, mul_152, view_237, reshape_default, bmm_default], Original ATen: [aten.bmm, aten.view, aten.mul, aten._softmax_backward_data]
            extern_kernels.bmm(permute_184, reinterpret_tensor(buf137, (64, 512, 512), (262144, 512, 1), 0), out=buf138)
            del permute_184
            buf139 = empty_strided_cuda((64, 512, 64), (32768, 64, 1), torch.float32)
            # Unsorted Source Nodes: [bmm_24, view_238, mul_153, fma_3, neg_26, mul_152, view_237, reshape_default, bmm_default], Original ATen: [aten.bmm, aten.view, aten.mul, aten._softmax_backward_data]
            extern_kernels.bmm(reinterpret_tensor(buf137, (64, 512, 512), (262144, 512, 1), 0), permute_185, out=buf139)
            del buf137
            del permute_185
            buf140 = empty_strided_cuda((4, 512, 16, 64), (524288, 1024, 64, 1), torch.float32)
            # Unsorted Source Nodes: [clone_44, permute_187, view_236, clone_default], Original ATen: [aten.clone, aten.transpose, aten.view]
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_9.run(buf134, buf140, 2097152, stream=stream0)
            buf141 = empty_strided_cuda((1024, 1024), (1024, 1), torch.float32)
            # Unsorted Source Nodes: [mm_81, permute_188, view_242, view_241, mm_default], Original ATen: [aten.mm, aten.t, aten.view, aten._unsafe_view]
            extern_kernels.mm(reinterpret_tensor(buf140, (1024, 2048), (1, 1024), 0), view_43, out=buf141)
            buf142 = reinterpret_tensor(buf134, (2048, 1024), (1024, 1), 0); del buf134  # reuse
            # Unsorted Source Nodes: [mm_82, view_242, view_241, mm_default], Original ATen: [aten.mm, aten.view, aten._unsafe_view]
            extern_kernels.mm(reinterpret_tensor(buf140, (2048, 1024), (1024, 1), 0), permute_190, out=buf142)
            del permute_190
            buf143 = reinterpret_tensor(buf140, (4, 16, 512, 64), (524288, 32768, 64, 1), 0); del buf140  # reuse
            # Unsorted Source Nodes: [add_82, add_81, full_default_7, neg_27, slice_77, mul_154, permute_186, view_239, sin_3, sin_1, sin, emb, freqs, matmul, slice_78, mul_155, cos_3, cos_1, cos, add_tensor], Original ATen: [aten.add, aten.slice_backward, aten.neg, aten.slice, aten.mul, aten.transpose, aten.view, aten.unsqueeze, aten.sin, aten.cat, aten.bmm, aten.cos]
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_bmm_cat_cos_mul_neg_sin_slice_slice_backward_transpose_unsqueeze_view_17.run(buf138, mm_default, buf143, 4096, 512, stream=stream0)
            buf144 = reinterpret_tensor(buf138, (4, 512, 16, 64), (524288, 1024, 64, 1), 0); del buf138  # reuse
            # Unsorted Source Nodes: [clone_45, permute_192, clone_default], Original ATen: [aten.clone, aten.transpose]
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_9.run(buf143, buf144, 2097152, stream=stream0)
            buf145 = empty_strided_cuda((1024, 1024), (1024, 1), torch.float32)
            # Unsorted Source Nodes: [mm_83, permute_193, view_245, view_244, mm_default], Original ATen: [aten.mm, aten.t, aten.view, aten._unsafe_view]
            extern_kernels.mm(reinterpret_tensor(buf144, (1024, 2048), (1, 1024), 0), view_43, out=buf145)
            buf146 = reinterpret_tensor(buf143, (2048, 1024), (1024, 1), 0); del buf143  # reuse
            # Unsorted Source Nodes: [mm_84, view_245, view_244, mm_default], Original ATen: [aten.mm, aten.view, aten._unsafe_view]
            extern_kernels.mm(reinterpret_tensor(buf144, (2048, 1024), (1024, 1), 0), permute_195, out=buf146)
            del permute_195
            buf147 = reinterpret_tensor(buf144, (4, 16, 512, 64), (524288, 32768, 64, 1), 0); del buf144  # reuse
            # Unsorted Source Nodes: [add_84, add_83, full_default_7, neg_28, slice_79, mul_156, view_240, sin_3, sin_1, sin, emb, freqs, matmul, slice_80, mul_157, cos_3, cos_1, cos, add_tensor], Original ATen: [aten.add, aten.slice_backward, aten.neg, aten.slice, aten.mul, aten.view, aten.unsqueeze, aten.sin, aten.cat, aten.transpose, aten.bmm, aten.cos]
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_bmm_cat_cos_mul_neg_sin_slice_slice_backward_transpose_unsqueeze_view_19.run(buf139, mm_default, buf147, 2097152, stream=stream0)
            del buf139
            del mm_default
            buf148 = reinterpret_tensor(buf142, (4, 512, 1024), (524288, 1024, 1), 0); del buf142  # reuse
            # Unsorted Source Nodes: [add_85, view_243, view_246, add_tensor], Original ATen: [aten.add, aten.view]
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_view_20.run(buf148, buf146, 2097152, stream=stream0)
            buf149 = reinterpret_tensor(buf146, (4, 512, 16, 64), (524288, 1024, 64, 1), 0); del buf146  # reuse
            # Unsorted Source Nodes: [clone_46, permute_197, clone_default], Original ATen: [aten.clone, aten.transpose]
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_9.run(buf147, buf149, 2097152, stream=stream0)
            buf150 = empty_strided_cuda((1024, 1024), (1024, 1), torch.float32)
            # Unsorted Source Nodes: [mm_85, permute_198, view_248, view_247, mm_default], Original ATen: [aten.mm, aten.t, aten.view, aten._unsafe_view]
            extern_kernels.mm(reinterpret_tensor(buf149, (1024, 2048), (1, 1024), 0), view_43, out=buf150)
            del view_43
            buf151 = reinterpret_tensor(buf147, (2048, 1024), (1024, 1), 0); del buf147  # reuse
            # Unsorted Source Nodes: [mm_86, view_248, view_247, mm_default], Original ATen: [aten.mm, aten.view, aten._unsafe_view]
            extern_kernels.mm(reinterpret_tensor(buf149, (2048, 1024), (1024, 1), 0), permute_200, out=buf151)
            del buf149
            del permute_200
            buf128 = buf114; del buf114  # reuse
            buf152 = empty_strided_cuda((1, 1, 1024, 16), (16384, 16384, 1, 1024), torch.float32)
            # Topologically Sorted Source Nodes: [view_228, view_230, attn_output_3, add_78, hidden_states_3, hidden_states_5, mul_145, sum_26, view_249, hidden_states_1, add_86, mul_159, sum_29], Original ATen: [aten.view, aten._unsafe_view, aten.add, aten.mul, aten.sum]
            stream0 = get_raw_stream(0)
            triton_red_fused__unsafe_view_add_mul_sum_view_21.run(buf123, buf126, embedding, mm_3, rsqrt_1, buf148, buf151, rsqrt, buf128, buf152, 16384, 128, stream=stream0)
            del buf123
            del buf126
            del mm_3
            del rsqrt_1
            buf129 = empty_strided_cuda((1, 1, 1024), (1024, 1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_228, view_230, attn_output_3, add_78, hidden_states_3, hidden_states_5, mul_145, sum_26], Original ATen: [aten.view, aten._unsafe_view, aten.add, aten.mul, aten.sum]
            stream0 = get_raw_stream(0)
            triton_per_fused_mul_sum_view_2.run(buf128, buf129, 1024, 16, stream=stream0)
            del buf128
            buf131 = empty_strided_cuda((1024, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_232, permute_177, mm_79], Original ATen: [aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf130, (1024, 2048), (1, 1024), 0), view_59, out=buf131)
            del view_59
            buf153 = empty_strided_cuda((1, 1, 1024), (1024, 1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_249, hidden_states_1, add_86, mul_159, sum_29], Original ATen: [aten.view, aten.mul, aten.add, aten.sum]
            stream0 = get_raw_stream(0)
            triton_per_fused_mul_sum_view_2.run(buf152, buf153, 1024, 16, stream=stream0)
            del buf152
            buf155 = empty_strided_cuda((8192, 1024), (1024, 1), torch.float32)
            # Unsorted Source Nodes: [index_put, full_default_24, where_5, unsqueeze_21, eq, tensor_78, add_88, add_87, mul_161, mul_158, add_86, view_249, mul_165, div_20, expand_29, mul_163, mul_162, pow_26, mul_164, pow_27, index_put_default], Original ATen: [aten.embedding_dense_backward, aten.lift_fresh, aten.add, aten.mul, aten.view, aten.div, aten.expand, aten.pow]
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_div_embedding_dense_backward_expand_lift_fresh_mul_pow_view_22.run(buf155, 8388608, stream=stream0)
            # Unsorted Source Nodes: [sum_30, mul_160, mul_158, add_86, view_249, index_put, full_default_24, where_5, unsqueeze_21, eq, tensor_78, add_88, add_87, mul_161, mul_165, div_20, expand_29, mul_163, mul_162, pow_26, mul_164, pow_27, index_put_default], Original ATen: [aten.sum, aten.mul, aten.add, aten.view, aten.embedding_dense_backward, aten.lift_fresh, aten.div, aten.expand, aten.pow]
            stream0 = get_raw_stream(0)
            triton_per_fused_add_div_embedding_dense_backward_expand_lift_fresh_mul_pow_sum_view_23.run(buf148, buf151, wait_tensor_8, embedding, primals_41, buf130, rsqrt, buf155, 2048, 1024, stream=stream0)
            del buf130
            del buf148
            del buf151
            del embedding
            del primals_41
            del rsqrt
            del wait_tensor_8
            # Topologically Sorted Source Nodes: [view_146, reduce_scatter_tensor_1], Original ATen: [aten.view, _c10d_functional.reduce_scatter_tensor]
            buf157 = torch.ops._c10d_functional.reduce_scatter_tensor.default(reinterpret_tensor(buf6, (1024, ), (1, ), 0), 'sum', 2, '0')
            assert_size_stride(buf157, (512, ), (1, ), 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            assert_alignment(buf157, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            # Topologically Sorted Source Nodes: [view_153, reduce_scatter_tensor_2], Original ATen: [aten.view, _c10d_functional.reduce_scatter_tensor]
            buf158 = torch.ops._c10d_functional.reduce_scatter_tensor.default(reinterpret_tensor(buf18, (1024, ), (1, ), 0), 'sum', 2, '0')
            assert_size_stride(buf158, (512, ), (1, ), 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            assert_alignment(buf158, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            # Topologically Sorted Source Nodes: [view_172, reduce_scatter_tensor_3], Original ATen: [aten.view, _c10d_functional.reduce_scatter_tensor]
            buf159 = torch.ops._c10d_functional.reduce_scatter_tensor.default(reinterpret_tensor(buf41, (1024, ), (1, ), 0), 'sum', 2, '0')
            assert_size_stride(buf159, (512, ), (1, ), 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            assert_alignment(buf159, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            # Topologically Sorted Source Nodes: [view_255, reduce_scatter_tensor_4], Original ATen: [aten.view, _c10d_functional.reduce_scatter_tensor]
            buf160 = torch.ops._c10d_functional.reduce_scatter_tensor.default(reinterpret_tensor(buf9, (2883584, ), (1, ), 0), 'sum', 2, '0')
            assert_size_stride(buf160, (1441792, ), (1, ), 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            assert_alignment(buf160, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            # Topologically Sorted Source Nodes: [view_256, reduce_scatter_tensor_5], Original ATen: [aten.view, _c10d_functional.reduce_scatter_tensor]
            buf161 = torch.ops._c10d_functional.reduce_scatter_tensor.default(reinterpret_tensor(buf12, (2883584, ), (1, ), 0), 'sum', 2, '0')
            assert_size_stride(buf161, (1441792, ), (1, ), 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            assert_alignment(buf161, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            # Topologically Sorted Source Nodes: [view_257, reduce_scatter_tensor_6], Original ATen: [aten.view, _c10d_functional.reduce_scatter_tensor]
            buf162 = torch.ops._c10d_functional.reduce_scatter_tensor.default(reinterpret_tensor(buf15, (2883584, ), (1, ), 0), 'sum', 2, '0')
            assert_size_stride(buf162, (1441792, ), (1, ), 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            assert_alignment(buf162, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            # Topologically Sorted Source Nodes: [view_258, reduce_scatter_tensor_7], Original ATen: [aten.view, _c10d_functional.reduce_scatter_tensor]
            buf163 = torch.ops._c10d_functional.reduce_scatter_tensor.default(reinterpret_tensor(buf21, (1048576, ), (1, ), 0), 'sum', 2, '0')
            assert_size_stride(buf163, (524288, ), (1, ), 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            assert_alignment(buf163, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            # Topologically Sorted Source Nodes: [view_259, reduce_scatter_tensor_8], Original ATen: [aten.view, _c10d_functional.reduce_scatter_tensor]
            buf164 = torch.ops._c10d_functional.reduce_scatter_tensor.default(reinterpret_tensor(buf31, (1048576, ), (1, ), 0), 'sum', 2, '0')
            assert_size_stride(buf164, (524288, ), (1, ), 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            assert_alignment(buf164, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            # Topologically Sorted Source Nodes: [view_260, reduce_scatter_tensor_9], Original ATen: [aten.view, _c10d_functional.reduce_scatter_tensor]
            buf165 = torch.ops._c10d_functional.reduce_scatter_tensor.default(reinterpret_tensor(buf35, (1048576, ), (1, ), 0), 'sum', 2, '0')
            assert_size_stride(buf165, (524288, ), (1, ), 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            assert_alignment(buf165, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            # Topologically Sorted Source Nodes: [view_261, reduce_scatter_tensor_10], Original ATen: [aten.view, _c10d_functional.reduce_scatter_tensor]
            buf166 = torch.ops._c10d_functional.reduce_scatter_tensor.default(reinterpret_tensor(buf38, (1048576, ), (1, ), 0), 'sum', 2, '0')
            assert_size_stride(buf166, (524288, ), (1, ), 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            assert_alignment(buf166, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            # Topologically Sorted Source Nodes: [view_179, reduce_scatter_tensor_11], Original ATen: [aten.view, _c10d_functional.reduce_scatter_tensor]
            buf167 = torch.ops._c10d_functional.reduce_scatter_tensor.default(reinterpret_tensor(buf54, (1024, ), (1, ), 0), 'sum', 2, '0')
            assert_size_stride(buf167, (512, ), (1, ), 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            assert_alignment(buf167, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            # Topologically Sorted Source Nodes: [view_198, reduce_scatter_tensor_12], Original ATen: [aten.view, _c10d_functional.reduce_scatter_tensor]
            buf168 = torch.ops._c10d_functional.reduce_scatter_tensor.default(reinterpret_tensor(buf78, (1024, ), (1, ), 0), 'sum', 2, '0')
            assert_size_stride(buf168, (512, ), (1, ), 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            assert_alignment(buf168, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            # Topologically Sorted Source Nodes: [view_264, reduce_scatter_tensor_13], Original ATen: [aten.view, _c10d_functional.reduce_scatter_tensor]
            buf169 = torch.ops._c10d_functional.reduce_scatter_tensor.default(reinterpret_tensor(buf45, (2883584, ), (1, ), 0), 'sum', 2, '0')
            assert_size_stride(buf169, (1441792, ), (1, ), 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            assert_alignment(buf169, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            # Topologically Sorted Source Nodes: [view_265, reduce_scatter_tensor_14], Original ATen: [aten.view, _c10d_functional.reduce_scatter_tensor]
            buf170 = torch.ops._c10d_functional.reduce_scatter_tensor.default(reinterpret_tensor(buf48, (2883584, ), (1, ), 0), 'sum', 2, '0')
            assert_size_stride(buf170, (1441792, ), (1, ), 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            assert_alignment(buf170, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            # Topologically Sorted Source Nodes: [view_266, reduce_scatter_tensor_15], Original ATen: [aten.view, _c10d_functional.reduce_scatter_tensor]
            buf171 = torch.ops._c10d_functional.reduce_scatter_tensor.default(reinterpret_tensor(buf51, (2883584, ), (1, ), 0), 'sum', 2, '0')
            assert_size_stride(buf171, (1441792, ), (1, ), 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            assert_alignment(buf171, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            # Topologically Sorted Source Nodes: [view_267, reduce_scatter_tensor_16], Original ATen: [aten.view, _c10d_functional.reduce_scatter_tensor]
            buf172 = torch.ops._c10d_functional.reduce_scatter_tensor.default(reinterpret_tensor(buf57, (1048576, ), (1, ), 0), 'sum', 2, '0')
            assert_size_stride(buf172, (524288, ), (1, ), 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            assert_alignment(buf172, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            # Topologically Sorted Source Nodes: [view_268, reduce_scatter_tensor_17], Original ATen: [aten.view, _c10d_functional.reduce_scatter_tensor]
            buf173 = torch.ops._c10d_functional.reduce_scatter_tensor.default(reinterpret_tensor(buf67, (1048576, ), (1, ), 0), 'sum', 2, '0')
            assert_size_stride(buf173, (524288, ), (1, ), 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            assert_alignment(buf173, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            # Topologically Sorted Source Nodes: [view_269, reduce_scatter_tensor_18], Original ATen: [aten.view, _c10d_functional.reduce_scatter_tensor]
            buf174 = torch.ops._c10d_functional.reduce_scatter_tensor.default(reinterpret_tensor(buf71, (1048576, ), (1, ), 0), 'sum', 2, '0')
            assert_size_stride(buf174, (524288, ), (1, ), 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            assert_alignment(buf174, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            # Topologically Sorted Source Nodes: [view_270, reduce_scatter_tensor_19], Original ATen: [aten.view, _c10d_functional.reduce_scatter_tensor]
            buf175 = torch.ops._c10d_functional.reduce_scatter_tensor.default(reinterpret_tensor(buf75, (1048576, ), (1, ), 0), 'sum', 2, '0')
            assert_size_stride(buf175, (524288, ), (1, ), 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            assert_alignment(buf175, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            # Topologically Sorted Source Nodes: [view_205, reduce_scatter_tensor_20], Original ATen: [aten.view, _c10d_functional.reduce_scatter_tensor]
            buf176 = torch.ops._c10d_functional.reduce_scatter_tensor.default(reinterpret_tensor(buf91, (1024, ), (1, ), 0), 'sum', 2, '0')
            assert_size_stride(buf176, (512, ), (1, ), 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            assert_alignment(buf176, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            # Topologically Sorted Source Nodes: [view_224, reduce_scatter_tensor_21], Original ATen: [aten.view, _c10d_functional.reduce_scatter_tensor]
            buf177 = torch.ops._c10d_functional.reduce_scatter_tensor.default(reinterpret_tensor(buf115, (1024, ), (1, ), 0), 'sum', 2, '0')
            assert_size_stride(buf177, (512, ), (1, ), 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            assert_alignment(buf177, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            # Topologically Sorted Source Nodes: [view_273, reduce_scatter_tensor_22], Original ATen: [aten.view, _c10d_functional.reduce_scatter_tensor]
            buf178 = torch.ops._c10d_functional.reduce_scatter_tensor.default(reinterpret_tensor(buf82, (2883584, ), (1, ), 0), 'sum', 2, '0')
            assert_size_stride(buf178, (1441792, ), (1, ), 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            assert_alignment(buf178, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            # Topologically Sorted Source Nodes: [view_274, reduce_scatter_tensor_23], Original ATen: [aten.view, _c10d_functional.reduce_scatter_tensor]
            buf179 = torch.ops._c10d_functional.reduce_scatter_tensor.default(reinterpret_tensor(buf85, (2883584, ), (1, ), 0), 'sum', 2, '0')
            assert_size_stride(buf179, (1441792, ), (1, ), 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            assert_alignment(buf179, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            # Topologically Sorted Source Nodes: [view_275, reduce_scatter_tensor_24], Original ATen: [aten.view, _c10d_functional.reduce_scatter_tensor]
            buf180 = torch.ops._c10d_functional.reduce_scatter_tensor.default(reinterpret_tensor(buf88, (2883584, ), (1, ), 0), 'sum', 2, '0')
            assert_size_stride(buf180, (1441792, ), (1, ), 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            assert_alignment(buf180, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            # Topologically Sorted Source Nodes: [view_276, reduce_scatter_tensor_25], Original ATen: [aten.view, _c10d_functional.reduce_scatter_tensor]
            buf181 = torch.ops._c10d_functional.reduce_scatter_tensor.default(reinterpret_tensor(buf94, (1048576, ), (1, ), 0), 'sum', 2, '0')
            assert_size_stride(buf181, (524288, ), (1, ), 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            assert_alignment(buf181, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            # Topologically Sorted Source Nodes: [view_277, reduce_scatter_tensor_26], Original ATen: [aten.view, _c10d_functional.reduce_scatter_tensor]
            buf182 = torch.ops._c10d_functional.reduce_scatter_tensor.default(reinterpret_tensor(buf104, (1048576, ), (1, ), 0), 'sum', 2, '0')
            assert_size_stride(buf182, (524288, ), (1, ), 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            assert_alignment(buf182, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            # Topologically Sorted Source Nodes: [view_278, reduce_scatter_tensor_27], Original ATen: [aten.view, _c10d_functional.reduce_scatter_tensor]
            buf183 = torch.ops._c10d_functional.reduce_scatter_tensor.default(reinterpret_tensor(buf108, (1048576, ), (1, ), 0), 'sum', 2, '0')
            assert_size_stride(buf183, (524288, ), (1, ), 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            assert_alignment(buf183, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            # Topologically Sorted Source Nodes: [view_279, reduce_scatter_tensor_28], Original ATen: [aten.view, _c10d_functional.reduce_scatter_tensor]
            buf184 = torch.ops._c10d_functional.reduce_scatter_tensor.default(reinterpret_tensor(buf112, (1048576, ), (1, ), 0), 'sum', 2, '0')
            assert_size_stride(buf184, (524288, ), (1, ), 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            assert_alignment(buf184, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            # Topologically Sorted Source Nodes: [view_231, reduce_scatter_tensor_29], Original ATen: [aten.view, _c10d_functional.reduce_scatter_tensor]
            buf185 = torch.ops._c10d_functional.reduce_scatter_tensor.default(reinterpret_tensor(buf129, (1024, ), (1, ), 0), 'sum', 2, '0')
            assert_size_stride(buf185, (512, ), (1, ), 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            assert_alignment(buf185, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            # Topologically Sorted Source Nodes: [view_250, reduce_scatter_tensor_30], Original ATen: [aten.view, _c10d_functional.reduce_scatter_tensor]
            buf186 = torch.ops._c10d_functional.reduce_scatter_tensor.default(reinterpret_tensor(buf153, (1024, ), (1, ), 0), 'sum', 2, '0')
            assert_size_stride(buf186, (512, ), (1, ), 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            assert_alignment(buf186, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            # Topologically Sorted Source Nodes: [view_282, reduce_scatter_tensor_31], Original ATen: [aten.view, _c10d_functional.reduce_scatter_tensor]
            buf187 = torch.ops._c10d_functional.reduce_scatter_tensor.default(reinterpret_tensor(buf119, (2883584, ), (1, ), 0), 'sum', 2, '0')
            assert_size_stride(buf187, (1441792, ), (1, ), 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            assert_alignment(buf187, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            # Topologically Sorted Source Nodes: [view_283, reduce_scatter_tensor_32], Original ATen: [aten.view, _c10d_functional.reduce_scatter_tensor]
            buf188 = torch.ops._c10d_functional.reduce_scatter_tensor.default(reinterpret_tensor(buf122, (2883584, ), (1, ), 0), 'sum', 2, '0')
            assert_size_stride(buf188, (1441792, ), (1, ), 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            assert_alignment(buf188, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            # Topologically Sorted Source Nodes: [view_284, reduce_scatter_tensor_33], Original ATen: [aten.view, _c10d_functional.reduce_scatter_tensor]
            buf189 = torch.ops._c10d_functional.reduce_scatter_tensor.default(reinterpret_tensor(buf125, (2883584, ), (1, ), 0), 'sum', 2, '0')
            assert_size_stride(buf189, (1441792, ), (1, ), 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            assert_alignment(buf189, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            # Topologically Sorted Source Nodes: [view_285, reduce_scatter_tensor_34], Original ATen: [aten.view, _c10d_functional.reduce_scatter_tensor]
            buf190 = torch.ops._c10d_functional.reduce_scatter_tensor.default(reinterpret_tensor(buf131, (1048576, ), (1, ), 0), 'sum', 2, '0')
            assert_size_stride(buf190, (524288, ), (1, ), 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            assert_alignment(buf190, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            # Topologically Sorted Source Nodes: [view_286, reduce_scatter_tensor_35], Original ATen: [aten.view, _c10d_functional.reduce_scatter_tensor]
            buf191 = torch.ops._c10d_functional.reduce_scatter_tensor.default(reinterpret_tensor(buf141, (1048576, ), (1, ), 0), 'sum', 2, '0')
            assert_size_stride(buf191, (524288, ), (1, ), 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            assert_alignment(buf191, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            # Topologically Sorted Source Nodes: [view_287, reduce_scatter_tensor_36], Original ATen: [aten.view, _c10d_functional.reduce_scatter_tensor]
            buf192 = torch.ops._c10d_functional.reduce_scatter_tensor.default(reinterpret_tensor(buf145, (1048576, ), (1, ), 0), 'sum', 2, '0')
            assert_size_stride(buf192, (524288, ), (1, ), 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            assert_alignment(buf192, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            # Topologically Sorted Source Nodes: [view_288, reduce_scatter_tensor_37], Original ATen: [aten.view, _c10d_functional.reduce_scatter_tensor]
            buf193 = torch.ops._c10d_functional.reduce_scatter_tensor.default(reinterpret_tensor(buf150, (1048576, ), (1, ), 0), 'sum', 2, '0')
            assert_size_stride(buf193, (524288, ), (1, ), 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            assert_alignment(buf193, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            # Topologically Sorted Source Nodes: [view_289, reduce_scatter_tensor_38], Original ATen: [aten.view, _c10d_functional.reduce_scatter_tensor]
            buf194 = torch.ops._c10d_functional.reduce_scatter_tensor.default(reinterpret_tensor(buf155, (8388608, ), (1, ), 0), 'sum', 2, '0')
            assert_size_stride(buf194, (4194304, ), (1, ), 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            assert_alignment(buf194, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            # Topologically Sorted Source Nodes: [wait_tensor_39], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf3)
            del buf2
            # Topologically Sorted Source Nodes: [wait_tensor_40], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf157)
            del buf6
            # Topologically Sorted Source Nodes: [wait_tensor_41], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf158)
            del buf18
            # Topologically Sorted Source Nodes: [wait_tensor_42], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf159)
            del buf41
            # Topologically Sorted Source Nodes: [wait_tensor_43], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf160)
            del buf9
            # Topologically Sorted Source Nodes: [wait_tensor_44], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf161)
            del buf12
            # Topologically Sorted Source Nodes: [wait_tensor_45], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf162)
            del buf15
            # Topologically Sorted Source Nodes: [wait_tensor_46], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf163)
            del buf21
            # Topologically Sorted Source Nodes: [wait_tensor_47], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf164)
            del buf31
            # Topologically Sorted Source Nodes: [wait_tensor_48], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf165)
            del buf35
            # Topologically Sorted Source Nodes: [wait_tensor_49], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf166)
            del buf38
            # Topologically Sorted Source Nodes: [wait_tensor_50], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf167)
            del buf54
            # Topologically Sorted Source Nodes: [wait_tensor_51], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf168)
            del buf78
            # Topologically Sorted Source Nodes: [wait_tensor_52], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf169)
            del buf45
            # Topologically Sorted Source Nodes: [wait_tensor_53], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf170)
            del buf48
            # Topologically Sorted Source Nodes: [wait_tensor_54], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf171)
            del buf51
            # Topologically Sorted Source Nodes: [wait_tensor_55], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf172)
            del buf57
            # Topologically Sorted Source Nodes: [wait_tensor_56], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf173)
            del buf67
            # Topologically Sorted Source Nodes: [wait_tensor_57], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf174)
            del buf71
            # Topologically Sorted Source Nodes: [wait_tensor_58], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf175)
            del buf75
            # Topologically Sorted Source Nodes: [wait_tensor_59], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf176)
            del buf91
            # Topologically Sorted Source Nodes: [wait_tensor_60], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf177)
            del buf115
            # Topologically Sorted Source Nodes: [wait_tensor_61], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf178)
            del buf82
            # Topologically Sorted Source Nodes: [wait_tensor_62], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf179)
            del buf85
            # Topologically Sorted Source Nodes: [wait_tensor_63], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf180)
            del buf88
            # Topologically Sorted Source Nodes: [wait_tensor_64], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf181)
            del buf94
            # Topologically Sorted Source Nodes: [wait_tensor_65], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf182)
            del buf104
            # Topologically Sorted Source Nodes: [wait_tensor_66], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf183)
            del buf108
            # Topologically Sorted Source Nodes: [wait_tensor_67], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf184)
            del buf112
            # Topologically Sorted Source Nodes: [wait_tensor_68], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf185)
            del buf129
            # Topologically Sorted Source Nodes: [wait_tensor_69], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf186)
            del buf153
            # Topologically Sorted Source Nodes: [wait_tensor_70], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf187)
            del buf119
            # Topologically Sorted Source Nodes: [wait_tensor_71], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf188)
            del buf122
            # Topologically Sorted Source Nodes: [wait_tensor_72], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf189)
            del buf125
            # Topologically Sorted Source Nodes: [wait_tensor_73], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf190)
            del buf131
            # Topologically Sorted Source Nodes: [wait_tensor_74], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf191)
            del buf141
            # Topologically Sorted Source Nodes: [wait_tensor_75], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf192)
            del buf145
            # Topologically Sorted Source Nodes: [wait_tensor_76], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf193)
            del buf150
            # Topologically Sorted Source Nodes: [wait_tensor_77], Original ATen: [_c10d_functional.wait_tensor]
            torch.ops._c10d_functional.wait_tensor.default(buf194)
            del buf155
        return (buf194, buf193, buf192, buf191, buf190, buf189, buf188, buf187, buf186, buf185, buf184, buf183, buf182, buf181, buf180, buf179, buf178, buf177, buf176, buf175, buf174, buf173, buf172, buf171, buf170, buf169, buf168, buf167, buf166, buf165, buf164, buf163, buf162, buf161, buf160, buf159, buf158, buf157, buf3, None, None, None, )

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
