# AOT ID: ['1_forward']
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


# kernel path: /tmp/torchinductor_root/tmplsr2xu75/26/c26fe64ostqyz5qu5zb4gvzhgdhim7a3eqgh443gpkvdhyt5562c.py
# Topologically Sorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
# Graph fragment:
#   %view_63 : Tensor "f32[1441792][1]cuda:0" = PlaceHolder[target=view_63]
#   %view_70 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=view_70]
#   %view_73 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=view_73]
#   %view_87 : Tensor "f32[524288][1]cuda:0" = PlaceHolder[target=view_87]
#   %view_94 : Tensor "f32[524288][1]cuda:0" = PlaceHolder[target=view_94]
#   %cat_10 : Tensor "f32[2491392][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%view_63, %view_70, %view_73, %view_87, %view_94],), kwargs = {})
#   return %cat_10
triton_poi_fused_0 = async_compile.triton('triton_poi_fused_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 4194304}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_0', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': True, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': True, 'has_loadstore_with_contiguous_rdim': False, 'tiling_scores': {'x': 29896704}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_0(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 2491392
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = x0
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1], 1441792, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.load(in_ptr0 + (x0), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp6 = tmp0 >= tmp3
    tmp7 = tl.full([1], 1442304, tl.int64)
    tmp8 = tmp0 < tmp7
    tmp9 = tmp6 & tmp8
    tmp10 = tl.load(in_ptr1 + ((-1441792) + x0), tmp9 & xmask, eviction_policy='evict_last', other=0.0)
    tmp11 = tmp0 >= tmp7
    tmp12 = tl.full([1], 1442816, tl.int64)
    tmp13 = tmp0 < tmp12
    tmp14 = tmp11 & tmp13
    tmp15 = tl.load(in_ptr2 + ((-1442304) + x0), tmp14 & xmask, eviction_policy='evict_last', other=0.0)
    tmp16 = tmp0 >= tmp12
    tmp17 = tl.full([1], 1967104, tl.int64)
    tmp18 = tmp0 < tmp17
    tmp19 = tmp16 & tmp18
    tmp20 = tl.load(in_ptr3 + ((-1442816) + x0), tmp19 & xmask, eviction_policy='evict_last', other=0.0)
    tmp21 = tmp0 >= tmp17
    tmp22 = tl.full([1], 2491392, tl.int64)
    tmp23 = tmp0 < tmp22
    tmp24 = tl.load(in_ptr4 + ((-1967104) + x0), tmp21 & xmask, eviction_policy='evict_last', other=0.0)
    tmp25 = tl.where(tmp19, tmp20, tmp24)
    tmp26 = tl.where(tmp14, tmp15, tmp25)
    tmp27 = tl.where(tmp9, tmp10, tmp26)
    tmp28 = tl.where(tmp4, tmp5, tmp27)
    tl.store(out_ptr0 + (x0), tmp28, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmplsr2xu75/5w/c5wi5zoj4rlbbdq3xrj6godpc26pnxh7y3sddwzh4244q5law7bw.py
# Topologically Sorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
# Graph fragment:
#   %view_8 : Tensor "f32[524288][1]cuda:0" = PlaceHolder[target=view_8]
#   %view_9 : Tensor "f32[524288][1]cuda:0" = PlaceHolder[target=view_9]
#   %view_17 : Tensor "f32[524288][1]cuda:0" = PlaceHolder[target=view_17]
#   %view_18 : Tensor "f32[524288][1]cuda:0" = PlaceHolder[target=view_18]
#   %cat_8 : Tensor "f32[2097152][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%view_8, %view_9, %view_17, %view_18],), kwargs = {})
#   %all_gather_into_tensor_40 : Tensor "f32[4194304][1]cuda:0"[num_users=1] = call_function[target=torch.ops._c10d_functional.all_gather_into_tensor.default](args = (%cat_8, 2, 0), kwargs = {})
#   return %buf3
triton_poi_fused_1 = async_compile.triton('triton_poi_fused_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2097152}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_1', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': True, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': True, 'has_loadstore_with_contiguous_rdim': False, 'tiling_scores': {'x': 25165824}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_1(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 2097152
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = x0
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1], 524288, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.load(in_ptr0 + (x0), tmp4, eviction_policy='evict_last', other=0.0)
    tmp6 = tmp0 >= tmp3
    tmp7 = tl.full([1], 1048576, tl.int64)
    tmp8 = tmp0 < tmp7
    tmp9 = tmp6 & tmp8
    tmp10 = tl.load(in_ptr1 + ((-524288) + x0), tmp9, eviction_policy='evict_last', other=0.0)
    tmp11 = tmp0 >= tmp7
    tmp12 = tl.full([1], 1572864, tl.int64)
    tmp13 = tmp0 < tmp12
    tmp14 = tmp11 & tmp13
    tmp15 = tl.load(in_ptr2 + ((-1048576) + x0), tmp14, eviction_policy='evict_last', other=0.0)
    tmp16 = tmp0 >= tmp12
    tmp17 = tl.full([1], 2097152, tl.int64)
    tmp18 = tmp0 < tmp17
    tmp19 = tl.load(in_ptr3 + ((-1572864) + x0), tmp16, eviction_policy='evict_last', other=0.0)
    tmp20 = tl.where(tmp14, tmp15, tmp19)
    tmp21 = tl.where(tmp9, tmp10, tmp20)
    tmp22 = tl.where(tmp4, tmp5, tmp21)
    tl.store(out_ptr0 + (x0), tmp22, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmplsr2xu75/cz/ccz5j2vsunbxdtwbopgfonzs5bhho73yhnxonc6bq72zbwtopcpv.py
# Topologically Sorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
# Graph fragment:
#   %view_39 : Tensor "f32[1441792][1]cuda:0" = PlaceHolder[target=view_39]
#   %view_40 : Tensor "f32[1441792][1]cuda:0" = PlaceHolder[target=view_40]
#   %cat_9 : Tensor "f32[2883584][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%view_39, %view_40],), kwargs = {})
#   %all_gather_into_tensor_42 : Tensor "f32[5767168][1]cuda:0"[num_users=1] = call_function[target=torch.ops._c10d_functional.all_gather_into_tensor.default](args = (%cat_9, 2, 0), kwargs = {})
#   return %buf5
triton_poi_fused_2 = async_compile.triton('triton_poi_fused_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 4194304}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_2', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': True, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': True, 'has_loadstore_with_contiguous_rdim': False, 'tiling_scores': {'x': 34603008}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_2(in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 2883584
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = x0
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1], 1441792, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.load(in_ptr0 + (x0), tmp4, eviction_policy='evict_last', other=0.0)
    tmp6 = tmp0 >= tmp3
    tmp7 = tl.full([1], 2883584, tl.int64)
    tmp8 = tmp0 < tmp7
    tmp9 = tl.load(in_ptr1 + ((-1441792) + x0), tmp6, eviction_policy='evict_last', other=0.0)
    tmp10 = tl.where(tmp4, tmp5, tmp9)
    tl.store(out_ptr0 + (x0), tmp10, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmplsr2xu75/l3/cl3rwpj2ftt6ovs4arrmgh5rwieuoa3dhr22uxa3dkatunxvtcav.py
# Topologically Sorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
# Graph fragment:
#   %view_154 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=view_154]
#   %view_155 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=view_155]
#   %view_156 : Tensor "f32[524288][1]cuda:0" = PlaceHolder[target=view_156]
#   %view_157 : Tensor "f32[524288][1]cuda:0" = PlaceHolder[target=view_157]
#   %view_158 : Tensor "f32[524288][1]cuda:0" = PlaceHolder[target=view_158]
#   %view_159 : Tensor "f32[524288][1]cuda:0" = PlaceHolder[target=view_159]
#   %cat_13 : Tensor "f32[2098176][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%view_154, %view_155, %view_156, %view_157, %view_158, %view_159],), kwargs = {})
#   return %cat_13
triton_poi_fused_3 = async_compile.triton('triton_poi_fused_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 4194304}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_3', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': True, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': True, 'has_loadstore_with_contiguous_rdim': False, 'tiling_scores': {'x': 25178112}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_3(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 2098176
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = x0
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1], 512, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.load(in_ptr0 + (x0), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp6 = tmp0 >= tmp3
    tmp7 = tl.full([1], 1024, tl.int64)
    tmp8 = tmp0 < tmp7
    tmp9 = tmp6 & tmp8
    tmp10 = tl.load(in_ptr1 + ((-512) + x0), tmp9 & xmask, eviction_policy='evict_last', other=0.0)
    tmp11 = tmp0 >= tmp7
    tmp12 = tl.full([1], 525312, tl.int64)
    tmp13 = tmp0 < tmp12
    tmp14 = tmp11 & tmp13
    tmp15 = tl.load(in_ptr2 + ((-1024) + x0), tmp14 & xmask, eviction_policy='evict_last', other=0.0)
    tmp16 = tmp0 >= tmp12
    tmp17 = tl.full([1], 1049600, tl.int64)
    tmp18 = tmp0 < tmp17
    tmp19 = tmp16 & tmp18
    tmp20 = tl.load(in_ptr3 + ((-525312) + x0), tmp19 & xmask, eviction_policy='evict_last', other=0.0)
    tmp21 = tmp0 >= tmp17
    tmp22 = tl.full([1], 1573888, tl.int64)
    tmp23 = tmp0 < tmp22
    tmp24 = tmp21 & tmp23
    tmp25 = tl.load(in_ptr4 + ((-1049600) + x0), tmp24 & xmask, eviction_policy='evict_last', other=0.0)
    tmp26 = tmp0 >= tmp22
    tmp27 = tl.full([1], 2098176, tl.int64)
    tmp28 = tmp0 < tmp27
    tmp29 = tl.load(in_ptr5 + ((-1573888) + x0), tmp26 & xmask, eviction_policy='evict_last', other=0.0)
    tmp30 = tl.where(tmp24, tmp25, tmp29)
    tmp31 = tl.where(tmp19, tmp20, tmp30)
    tmp32 = tl.where(tmp14, tmp15, tmp31)
    tmp33 = tl.where(tmp9, tmp10, tmp32)
    tmp34 = tl.where(tmp4, tmp5, tmp33)
    tl.store(out_ptr0 + (x0), tmp34, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmplsr2xu75/ak/cakhlveevnseqx3utg7am26ntjiojqb3ats5ld47hv7zajoeg3e3.py
# Topologically Sorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
# Graph fragment:
#   %view_141 : Tensor "f32[524288][1]cuda:0" = PlaceHolder[target=view_141]
#   %view_143 : Tensor "f32[524288][1]cuda:0" = PlaceHolder[target=view_143]
#   %view_144 : Tensor "f32[1441792][1]cuda:0" = PlaceHolder[target=view_144]
#   %cat_11 : Tensor "f32[2490368][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%view_141, %view_143, %view_144],), kwargs = {})
#   %all_gather_into_tensor_43 : Tensor "f32[4980736][1]cuda:0"[num_users=1] = call_function[target=torch.ops._c10d_functional.all_gather_into_tensor.default](args = (%cat_11, 2, 0), kwargs = {})
#   return %buf9
triton_poi_fused_4 = async_compile.triton('triton_poi_fused_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 4194304}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_4', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': True, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': True, 'has_loadstore_with_contiguous_rdim': False, 'tiling_scores': {'x': 29884416}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_4(in_ptr0, in_ptr1, in_ptr2, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 2490368
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = x0
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1], 524288, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.load(in_ptr0 + (x0), tmp4, eviction_policy='evict_last', other=0.0)
    tmp6 = tmp0 >= tmp3
    tmp7 = tl.full([1], 1048576, tl.int64)
    tmp8 = tmp0 < tmp7
    tmp9 = tmp6 & tmp8
    tmp10 = tl.load(in_ptr1 + ((-524288) + x0), tmp9, eviction_policy='evict_last', other=0.0)
    tmp11 = tmp0 >= tmp7
    tmp12 = tl.full([1], 2490368, tl.int64)
    tmp13 = tmp0 < tmp12
    tmp14 = tl.load(in_ptr2 + ((-1048576) + x0), tmp11, eviction_policy='evict_last', other=0.0)
    tmp15 = tl.where(tmp9, tmp10, tmp14)
    tmp16 = tl.where(tmp4, tmp5, tmp15)
    tl.store(out_ptr0 + (x0), tmp16, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmplsr2xu75/4r/c4rwgfl4ntcv77uziopl7r3esl4chtbyappspe2uribydfq6uffk.py
# Topologically Sorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
# Graph fragment:
#   %view_195 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=view_195]
#   %view_196 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=view_196]
#   %view_197 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=view_197]
#   %view_198 : Tensor "f32[4194304][1]cuda:0" = PlaceHolder[target=view_198]
#   %cat_18 : Tensor "f32[4195840][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%view_195, %view_196, %view_197, %view_198],), kwargs = {})
#   %all_gather_into_tensor_49 : Tensor "f32[8391680][1]cuda:0"[num_users=1] = call_function[target=torch.ops._c10d_functional.all_gather_into_tensor.default](args = (%cat_18, 2, 0), kwargs = {})
#   return %buf17
triton_poi_fused_5 = async_compile.triton('triton_poi_fused_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8388608}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_5', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': True, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': True, 'has_loadstore_with_contiguous_rdim': False, 'tiling_scores': {'x': 50350080}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_5(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 4195840
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = x0
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1], 512, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.load(in_ptr0 + (x0), tmp4 & xmask, eviction_policy='evict_last', other=0.0)
    tmp6 = tmp0 >= tmp3
    tmp7 = tl.full([1], 1024, tl.int64)
    tmp8 = tmp0 < tmp7
    tmp9 = tmp6 & tmp8
    tmp10 = tl.load(in_ptr1 + ((-512) + x0), tmp9 & xmask, eviction_policy='evict_last', other=0.0)
    tmp11 = tmp0 >= tmp7
    tmp12 = tl.full([1], 1536, tl.int64)
    tmp13 = tmp0 < tmp12
    tmp14 = tmp11 & tmp13
    tmp15 = tl.load(in_ptr2 + ((-1024) + x0), tmp14 & xmask, eviction_policy='evict_last', other=0.0)
    tmp16 = tmp0 >= tmp12
    tmp17 = tl.full([1], 4195840, tl.int64)
    tmp18 = tmp0 < tmp17
    tmp19 = tl.load(in_ptr3 + ((-1536) + x0), tmp16 & xmask, eviction_policy='evict_last', other=0.0)
    tmp20 = tl.where(tmp14, tmp15, tmp19)
    tmp21 = tl.where(tmp9, tmp10, tmp20)
    tmp22 = tl.where(tmp4, tmp5, tmp21)
    tl.store(out_ptr0 + (x0), tmp22, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmplsr2xu75/5g/c5gu33oqlmyxz3m3tmhj63besyqfjsutgypcwf6b2pjf7svyfu5z.py
# Topologically Sorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
# Graph fragment:
#   %buf32 : Tensor  = PlaceHolder[target=buf32]
#   %view_97 : Tensor "f32[2, 2491392][2491392, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.view.default](args = (%wait_tensor_41, [2, 2491392]), kwargs = {})
#   %split_with_sizes_2 : [num_users=5] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%view_97, [1441792, 512, 512, 524288, 524288], 1), kwargs = {})
#   %clone_16 : Tensor "f32[2, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%getitem_17,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_16
triton_poi_fused_6 = async_compile.triton('triton_poi_fused_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1024}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_6', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': True, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': True, 'has_loadstore_with_contiguous_rdim': False, 'tiling_scores': {'x': 8192}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_6(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1024
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 512)
    x1 = xindex // 512
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (1441792 + x0 + 2491392*x1), xmask)
    tl.store(out_ptr0 + (x2), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmplsr2xu75/xk/cxklh6ggqls4mn3c5dkkf6snbtyl3ty6orxfxyrxtxjrd4kwx5a3.py
# Topologically Sorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
# Graph fragment:
#   %primals_41 : Tensor "i64[4, 512][512, 1]cuda:0" = PlaceHolder[target=primals_41]
#   %buf24 : Tensor  = PlaceHolder[target=buf24]
#   %embedding_1 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0" = PlaceHolder[target=embedding_1]
#   %buf28 : Tensor "f32[4, 512, 1][512, 1, 2048]cuda:0" = PlaceHolder[target=buf28]
#   %clone_16 : Tensor "f32[2, 512][512, 1]cuda:0" = PlaceHolder[target=clone_16]
#   %rsqrt_9 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_9]
#   %view_192 : Tensor "f32[8192, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%wait_tensor_39, [8192, 1024]), kwargs = {})
#   %embedding_1 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.embedding.default](args = (%view_192, %primals_41), kwargs = {})
#   %pow_28 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%embedding_1, 2), kwargs = {})
#   %mean_9 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_28, [-1], True), kwargs = {})
#   %add_1 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_9, 1e-06), kwargs = {})
#   %rsqrt_9 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_1,), kwargs = {})
#   %mul_45 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%embedding_1, %rsqrt_9), kwargs = {})
#   %view_97 : Tensor "f32[2, 2491392][2491392, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.view.default](args = (%wait_tensor_41, [2, 2491392]), kwargs = {})
#   %split_with_sizes_2 : [num_users=5] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%view_97, [1441792, 512, 512, 524288, 524288], 1), kwargs = {})
#   %clone_16 : Tensor "f32[2, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%getitem_17,), kwargs = {memory_format: torch.contiguous_format})
#   %view_118 : Tensor "f32[1024][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.view.default](args = (%clone_16, [1024]), kwargs = {})
#   %mul_46 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_118, %mul_45), kwargs = {})
#   return %embedding_1,%buf28,%rsqrt_9,%mul_46
triton_per_fused_7 = async_compile.triton('triton_per_fused_7', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_7', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 2, 'num_store': 3, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': True, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': True, 'has_loadstore_with_contiguous_rdim': True, 'tiling_scores': {'x': 32768, 'r0_': 33558528}}
)
@triton.jit
def triton_per_fused_7(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
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


# kernel path: /tmp/torchinductor_root/tmplsr2xu75/6d/c6dietshcsthqx5wcik66dpzzcybgrvfek7iazhd2a4vqgcd742o.py
# Topologically Sorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
# Graph fragment:
#   %iota_1 : Tensor "i64[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (512,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add_78 : Tensor "i64[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota_1, 0), kwargs = {})
#   %unsqueeze_22 : Tensor "i64[1, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_78, 0), kwargs = {})
#   %unsqueeze_1 : Tensor "i64[1, 1, 512][512, 512, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_22, 1), kwargs = {})
#   %convert_element_type_2 : Tensor "f32[1, 1, 512][512, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%unsqueeze_1, torch.float32), kwargs = {})
#   return %expand_24
triton_poi_fused_8 = async_compile.triton('triton_poi_fused_8', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_8', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': True, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': True, 'has_loadstore_with_contiguous_rdim': False, 'tiling_scores': {'x': 4096}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_8(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 512
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = x0
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmplsr2xu75/fb/cfbgn4mhgprvxz3zfqv7otmccgkuqtewjjsvhtqi3l32psnrultu.py
# Topologically Sorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
# Graph fragment:
#   %primals_42 : Tensor "i64[4, 512][512, 1]cuda:0" = PlaceHolder[target=primals_42]
#   %constant_pad_nd_1 : Tensor "i64[4, 513][513, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.constant_pad_nd.default](args = (%primals_42, [0, 1], -100.0), kwargs = {})
#   return %constant_pad_nd_1
triton_poi_fused_9 = async_compile.triton('triton_poi_fused_9', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_9', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': True, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': True, 'has_loadstore_with_contiguous_rdim': False, 'tiling_scores': {'x': 49216}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_9(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
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


# kernel path: /tmp/torchinductor_root/tmplsr2xu75/3t/c3twnfpic7otgshi5v6alw3cp3tvpylskxztef7khz5amqunx6de.py
# Topologically Sorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
# Graph fragment:
#   %buf32 : Tensor  = PlaceHolder[target=buf32]
#   %view_97 : Tensor "f32[2, 2491392][2491392, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.view.default](args = (%wait_tensor_41, [2, 2491392]), kwargs = {})
#   %split_with_sizes_2 : [num_users=5] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%view_97, [1441792, 512, 512, 524288, 524288], 1), kwargs = {})
#   %clone_17 : Tensor "f32[2, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%getitem_18,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_17
triton_poi_fused_10 = async_compile.triton('triton_poi_fused_10', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1024}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_10', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': True, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': True, 'has_loadstore_with_contiguous_rdim': False, 'tiling_scores': {'x': 8192}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_10(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1024
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 512)
    x1 = xindex // 512
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (1442304 + x0 + 2491392*x1), xmask)
    tl.store(out_ptr0 + (x2), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmplsr2xu75/eq/ceq4dnqhacjixbuiz6fidsowimwpmvaqi4vgex76clz4kdsj3upz.py
# Topologically Sorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
# Graph fragment:
#   %buf37 : Tensor  = PlaceHolder[target=buf37]
#   %view_41 : Tensor "f32[2, 2097152][2097152, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.view.default](args = (%wait_tensor_40, [2, 2097152]), kwargs = {})
#   %split_with_sizes : [num_users=4] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%view_41, [524288, 524288, 524288, 524288], 1), kwargs = {})
#   %clone_1 : Tensor "f32[2, 524288][524288, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%getitem_10,), kwargs = {memory_format: torch.contiguous_format})
#   %view_46 : Tensor "f32[1048576][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.view.default](args = (%clone_1, [1048576]), kwargs = {})
#   %view_49 : Tensor "f32[1024, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_46, [1024, 1024]), kwargs = {})
#   %permute_50 : Tensor "f32[1024, 1024][1, 1024]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.permute.default](args = (%view_49, [1, 0]), kwargs = {})
#   return %permute_50
triton_poi_fused_11 = async_compile.triton('triton_poi_fused_11', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1048576}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_11', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': True, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': True, 'has_loadstore_with_contiguous_rdim': False, 'tiling_scores': {'x': 8388608}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_11(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1048576
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (2097152*(x0 // 524288) + ((x0 % 524288))), None)
    tl.store(out_ptr0 + (x0), tmp0, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmplsr2xu75/2y/c2yrvaqamjz7hee2qpwlycddvhpbt5w325pkgxspsaxmzn67thl7.py
# Topologically Sorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
# Graph fragment:
#   %buf37 : Tensor  = PlaceHolder[target=buf37]
#   %view_41 : Tensor "f32[2, 2097152][2097152, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.view.default](args = (%wait_tensor_40, [2, 2097152]), kwargs = {})
#   %split_with_sizes : [num_users=4] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%view_41, [524288, 524288, 524288, 524288], 1), kwargs = {})
#   %clone_2 : Tensor "f32[2, 524288][524288, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%getitem_11,), kwargs = {memory_format: torch.contiguous_format})
#   %view_145 : Tensor "f32[1048576][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.view.default](args = (%clone_2, [1048576]), kwargs = {})
#   %view_146 : Tensor "f32[1024, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_145, [1024, 1024]), kwargs = {})
#   %permute_53 : Tensor "f32[1024, 1024][1, 1024]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.permute.default](args = (%view_146, [1, 0]), kwargs = {})
#   return %permute_53
triton_poi_fused_12 = async_compile.triton('triton_poi_fused_12', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1048576}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_12', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': True, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': True, 'has_loadstore_with_contiguous_rdim': False, 'tiling_scores': {'x': 8388608}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_12(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1048576
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (524288 + 2097152*(x0 // 524288) + ((x0 % 524288))), None)
    tl.store(out_ptr0 + (x0), tmp0, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmplsr2xu75/kg/ckgugjdi75gnbll5adgtk3wmn5znmam6az5l4un6q5uu5syeulet.py
# Topologically Sorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
# Graph fragment:
#   %buf37 : Tensor  = PlaceHolder[target=buf37]
#   %view_41 : Tensor "f32[2, 2097152][2097152, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.view.default](args = (%wait_tensor_40, [2, 2097152]), kwargs = {})
#   %split_with_sizes : [num_users=4] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%view_41, [524288, 524288, 524288, 524288], 1), kwargs = {})
#   %clone_3 : Tensor "f32[2, 524288][524288, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%getitem_12,), kwargs = {memory_format: torch.contiguous_format})
#   %view_147 : Tensor "f32[1048576][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.view.default](args = (%clone_3, [1048576]), kwargs = {})
#   %view_148 : Tensor "f32[1024, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_147, [1024, 1024]), kwargs = {})
#   %permute_55 : Tensor "f32[1024, 1024][1, 1024]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.permute.default](args = (%view_148, [1, 0]), kwargs = {})
#   return %permute_55
triton_poi_fused_13 = async_compile.triton('triton_poi_fused_13', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1048576}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_13', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': True, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': True, 'has_loadstore_with_contiguous_rdim': False, 'tiling_scores': {'x': 8388608}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_13(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1048576
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (1048576 + 2097152*(x0 // 524288) + ((x0 % 524288))), None)
    tl.store(out_ptr0 + (x0), tmp0, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmplsr2xu75/qk/cqk32w7kw3ef3o2wixwfel2nsogupttrn73jp2k3upc6gttsdcfi.py
# Topologically Sorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
# Graph fragment:
#   %mm_29 : Tensor "f32[2048, 1024][1024, 1]cuda:0" = PlaceHolder[target=mm_29]
#   %mm_default_1 : Tensor "f32[32, 512][512, 1]cuda:0" = PlaceHolder[target=mm_default_1]
#   %unsqueeze_default_1 : Tensor "f32[1, 32, 512][16384, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mm_default_1, 0), kwargs = {})
#   %permute_201 : Tensor "f32[1, 512, 32][16384, 1, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%unsqueeze_default_1, [0, 2, 1]), kwargs = {})
#   %unsqueeze_14 : Tensor "f32[1, 512, 1, 32][16384, 1, 16384, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%permute_201, 2), kwargs = {})
#   %expand_25 : Tensor "f32[1, 512, 2, 32][16384, 1, 0, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_14, [1, 512, 2, 32]), kwargs = {})
#   %clone_31 : Tensor "f32[1, 512, 2, 32][32768, 64, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_25,), kwargs = {memory_format: torch.contiguous_format})
#   %view_26 : Tensor "f32[1, 512, 64][32768, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_31, [1, 512, 64]), kwargs = {})
#   %cos_1 : Tensor "f32[1, 512, 64][32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cos.default](args = (%view_26,), kwargs = {})
#   %mul_165 : Tensor "f32[1, 512, 64][32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%cos_1, 1.0), kwargs = {})
#   %sin_1 : Tensor "f32[1, 512, 64][32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sin.default](args = (%view_26,), kwargs = {})
#   %mul_44 : Tensor "f32[1, 512, 64][32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sin_1, 1.0), kwargs = {})
#   %unsqueeze_15 : Tensor "f32[1, 1, 512, 64][32768, 32768, 64, 1]cuda:0"[num_users=8] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_165, 1), kwargs = {})
#   %unsqueeze_16 : Tensor "f32[1, 1, 512, 64][32768, 32768, 64, 1]cuda:0"[num_users=8] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_44, 1), kwargs = {})
#   %view_153 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_29, [4, 512, 1024]), kwargs = {})
#   %view_160 : Tensor "f32[4, 512, 16, 64][524288, 1024, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_153, [4, 512, -1, 64]), kwargs = {})
#   %permute_51 : Tensor "f32[4, 16, 512, 64][524288, 64, 1024, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%view_160, [0, 2, 1, 3]), kwargs = {})
#   %mul_47 : Tensor "f32[4, 16, 512, 64][524288, 64, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%permute_51, %unsqueeze_15), kwargs = {})
#   %slice_1 : Tensor "f32[4, 16, 512, 32][524288, 64, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%permute_51, 3, 0, 32), kwargs = {})
#   %slice_2 : Tensor "f32[4, 16, 512, 32][524288, 64, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%permute_51, 3, 32, 9223372036854775807), kwargs = {})
#   %neg_27 : Tensor "f32[4, 16, 512, 32][262144, 32, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%slice_2,), kwargs = {})
#   %cat_19 : Tensor "f32[4, 16, 512, 64][524288, 32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%neg_27, %slice_1], -1), kwargs = {})
#   %mul_48 : Tensor "f32[4, 16, 512, 64][524288, 32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%cat_19, %unsqueeze_16), kwargs = {})
#   %add_2 : Tensor "f32[4, 16, 512, 64][524288, 64, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_47, %mul_48), kwargs = {})
#   %clone_9 : Tensor "f32[4, 16, 512, 64][524288, 32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_26,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_9
triton_poi_fused_14 = async_compile.triton('triton_poi_fused_14', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_14', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': True, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': True, 'has_loadstore_with_contiguous_rdim': False, 'tiling_scores': {'x': 41943040}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_14(in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
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


# kernel path: /tmp/torchinductor_root/tmplsr2xu75/yy/cyy4wgxcrqqnzc4lnjrquoc3yiwldqv4ajzrsch7tdubyyi2pynh.py
# Topologically Sorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
# Graph fragment:
#   %mm_30 : Tensor "f32[2048, 1024][1024, 1]cuda:0" = PlaceHolder[target=mm_30]
#   %mm_default_1 : Tensor "f32[32, 512][512, 1]cuda:0" = PlaceHolder[target=mm_default_1]
#   %unsqueeze_default_1 : Tensor "f32[1, 32, 512][16384, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mm_default_1, 0), kwargs = {})
#   %permute_201 : Tensor "f32[1, 512, 32][16384, 1, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%unsqueeze_default_1, [0, 2, 1]), kwargs = {})
#   %unsqueeze_14 : Tensor "f32[1, 512, 1, 32][16384, 1, 16384, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%permute_201, 2), kwargs = {})
#   %expand_25 : Tensor "f32[1, 512, 2, 32][16384, 1, 0, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_14, [1, 512, 2, 32]), kwargs = {})
#   %clone_31 : Tensor "f32[1, 512, 2, 32][32768, 64, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_25,), kwargs = {memory_format: torch.contiguous_format})
#   %view_26 : Tensor "f32[1, 512, 64][32768, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_31, [1, 512, 64]), kwargs = {})
#   %cos_1 : Tensor "f32[1, 512, 64][32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cos.default](args = (%view_26,), kwargs = {})
#   %mul_165 : Tensor "f32[1, 512, 64][32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%cos_1, 1.0), kwargs = {})
#   %sin_1 : Tensor "f32[1, 512, 64][32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sin.default](args = (%view_26,), kwargs = {})
#   %mul_44 : Tensor "f32[1, 512, 64][32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sin_1, 1.0), kwargs = {})
#   %unsqueeze_15 : Tensor "f32[1, 1, 512, 64][32768, 32768, 64, 1]cuda:0"[num_users=8] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_165, 1), kwargs = {})
#   %unsqueeze_16 : Tensor "f32[1, 1, 512, 64][32768, 32768, 64, 1]cuda:0"[num_users=8] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_44, 1), kwargs = {})
#   %view_161 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_30, [4, 512, 1024]), kwargs = {})
#   %view_162 : Tensor "f32[4, 512, 16, 64][524288, 1024, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_161, [4, 512, -1, 64]), kwargs = {})
#   %permute_54 : Tensor "f32[4, 16, 512, 64][524288, 64, 1024, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%view_162, [0, 2, 1, 3]), kwargs = {})
#   %mul_49 : Tensor "f32[4, 16, 512, 64][524288, 64, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%permute_54, %unsqueeze_15), kwargs = {})
#   %slice_3 : Tensor "f32[4, 16, 512, 32][524288, 64, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%permute_54, 3, 0, 32), kwargs = {})
#   %slice_4 : Tensor "f32[4, 16, 512, 32][524288, 64, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%permute_54, 3, 32, 9223372036854775807), kwargs = {})
#   %neg_13 : Tensor "f32[4, 16, 512, 32][262144, 32, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%slice_4,), kwargs = {})
#   %cat_20 : Tensor "f32[4, 16, 512, 64][524288, 32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%neg_13, %slice_3], -1), kwargs = {})
#   %mul_50 : Tensor "f32[4, 16, 512, 64][524288, 32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%cat_20, %unsqueeze_16), kwargs = {})
#   %add_36 : Tensor "f32[4, 16, 512, 64][524288, 64, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_49, %mul_50), kwargs = {})
#   %permute_58 : Tensor "f32[4, 16, 64, 512][524288, 64, 1, 1024]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%add_36, [0, 1, 3, 2]), kwargs = {})
#   %clone_10 : Tensor "f32[4, 16, 64, 512][524288, 32768, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_27,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_10
triton_poi_fused_15 = async_compile.triton('triton_poi_fused_15', '''
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
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_15', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': True, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': True, 'has_loadstore_with_contiguous_rdim': False, 'tiling_scores': {'y': 25165824, 'x': 16842752}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_15(in_ptr0, in_ptr1, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
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


# kernel path: /tmp/torchinductor_root/tmplsr2xu75/un/cun4zspqojm76kcvviyn33tkrjk2tqsemapagb2qvm3vanrwkxxw.py
# Topologically Sorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
# Graph fragment:
#   %bmm_9 : Tensor "f32[64, 512, 512][262144, 512, 1]cuda:0" = PlaceHolder[target=bmm_9]
#   %getitem_14 : Tensor "f32[4, 16, 512, 1][8192, 512, 1, 32768]cuda:0" = PlaceHolder[target=getitem_14]
#   %getitem_15 : Tensor "f32[4, 16, 512, 1][8192, 512, 1, 32768]cuda:0" = PlaceHolder[target=getitem_15]
#   %iota_1 : Tensor "i64[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (512,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add_78 : Tensor "i64[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota_1, 0), kwargs = {})
#   %unsqueeze_22 : Tensor "i64[1, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_78, 0), kwargs = {})
#   %unsqueeze_1 : Tensor "i64[1, 1, 512][512, 512, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_22, 1), kwargs = {})
#   %unsqueeze_4 : Tensor "i64[1, 1, 512, 1][512, 512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_1, 3), kwargs = {})
#   %unsqueeze_5 : Tensor "i64[1, 1, 1, 512][512, 512, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_1, 2), kwargs = {})
#   %le_1 : Tensor "b8[1, 1, 512, 512][262144, 262144, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Tensor](args = (%unsqueeze_5, %unsqueeze_4), kwargs = {})
#   %expand_21 : Tensor "b8[4, 1, 512, 512][0, 262144, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%le_1, [4, -1, 512, 512]), kwargs = {})
#   %full_default_25 : Tensor "f32[][]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %full_default_3 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -3.4028234663852886e+38), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_4 : Tensor "f32[4, 1, 512, 512][262144, 262144, 512, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.where.self](args = (%expand_21, %full_default_25, %full_default_3), kwargs = {})
#   %view_169 : Tensor "f32[4, 16, 512, 512][4194304, 262144, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_9, [4, 16, 512, 512]), kwargs = {})
#   %mul_51 : Tensor "f32[4, 16, 512, 512][4194304, 262144, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_169, 0.125), kwargs = {})
#   %add_37 : Tensor "f32[4, 16, 512, 512][4194304, 262144, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_51, %where_4), kwargs = {})
#   %prepare_softmax_online_default_5 : [num_users=2] = call_function[target=torch.ops.prims.prepare_softmax_online.default](args = (%add_37, -1), kwargs = {})
#   %sub_tensor_5 : Tensor "f32[4, 16, 512, 512][4194304, 262144, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_37, %getitem_14), kwargs = {})
#   %exp_default_5 : Tensor "f32[4, 16, 512, 512][4194304, 262144, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%sub_tensor_5,), kwargs = {})
#   %div_10 : Tensor "f32[4, 16, 512, 512][4194304, 262144, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%exp_default_5, %getitem_15), kwargs = {})
#   return %getitem_14,%getitem_15,%expand_28
triton_per_fused_16 = async_compile.triton('triton_per_fused_16', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_16', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': True, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': True, 'has_loadstore_with_contiguous_rdim': True, 'tiling_scores': {'x': 0, 'r0_': 201326592}}
)
@triton.jit
def triton_per_fused_16(in_out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
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


# kernel path: /tmp/torchinductor_root/tmplsr2xu75/p3/cp3hwknxhhrygrs54qwycdmfjuym2eerhrtzds2y5fvc6cluhjnu.py
# Topologically Sorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
# Graph fragment:
#   %mm_31 : Tensor "f32[2048, 1024][1024, 1]cuda:0" = PlaceHolder[target=mm_31]
#   %view_163 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_31, [4, 512, 1024]), kwargs = {})
#   %view_164 : Tensor "f32[4, 512, 16, 64][524288, 1024, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_163, [4, 512, -1, 64]), kwargs = {})
#   %permute_57 : Tensor "f32[4, 16, 512, 64][524288, 64, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_164, [0, 2, 1, 3]), kwargs = {})
#   %clone_24 : Tensor "f32[4, 16, 512, 64][524288, 32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_29,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_24
triton_poi_fused_17 = async_compile.triton('triton_poi_fused_17', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_17', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': True, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': True, 'has_loadstore_with_contiguous_rdim': False, 'tiling_scores': {'x': 25165824}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_17(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
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


# kernel path: /tmp/torchinductor_root/tmplsr2xu75/sh/csh32iromoslflmi4ny4z2dfjytm4pq2sjr7sl77arvyoyat3wno.py
# Topologically Sorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
# Graph fragment:
#   %buf37 : Tensor  = PlaceHolder[target=buf37]
#   %view_41 : Tensor "f32[2, 2097152][2097152, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.view.default](args = (%wait_tensor_40, [2, 2097152]), kwargs = {})
#   %split_with_sizes : [num_users=4] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%view_41, [524288, 524288, 524288, 524288], 1), kwargs = {})
#   %clone_6 : Tensor "f32[2, 524288][524288, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%getitem_13,), kwargs = {memory_format: torch.contiguous_format})
#   %view_151 : Tensor "f32[1048576][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.view.default](args = (%clone_6, [1048576]), kwargs = {})
#   %view_152 : Tensor "f32[1024, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_151, [1024, 1024]), kwargs = {})
#   %permute_61 : Tensor "f32[1024, 1024][1, 1024]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.permute.default](args = (%view_152, [1, 0]), kwargs = {})
#   return %permute_61
triton_poi_fused_18 = async_compile.triton('triton_poi_fused_18', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1048576}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_18', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': True, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': True, 'has_loadstore_with_contiguous_rdim': False, 'tiling_scores': {'x': 8388608}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_18(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1048576
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (1572864 + 2097152*(x0 // 524288) + ((x0 % 524288))), None)
    tl.store(out_ptr0 + (x0), tmp0, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmplsr2xu75/av/cavzixldycarpdwgqvvs4q4bo6qazpor4n2rpttyvntiodgol3fk.py
# Topologically Sorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
# Graph fragment:
#   %bmm_10 : Tensor "f32[64, 512, 64][32768, 64, 1]cuda:0" = PlaceHolder[target=bmm_10]
#   %view_177 : Tensor "f32[4, 16, 512, 64][524288, 32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_10, [4, 16, 512, 64]), kwargs = {})
#   %permute_59 : Tensor "f32[4, 512, 16, 64][524288, 64, 32768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_177, [0, 2, 1, 3]), kwargs = {})
#   %clone_27 : Tensor "f32[4, 512, 16, 64][524288, 1024, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_59,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_27
triton_poi_fused_19 = async_compile.triton('triton_poi_fused_19', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_19', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': True, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': True, 'has_loadstore_with_contiguous_rdim': False, 'tiling_scores': {'x': 25165824}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_19(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
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


# kernel path: /tmp/torchinductor_root/tmplsr2xu75/xx/cxxdtje2k2lxy6hiod3hqfpey6g66zlrozvpf4su5pfx7ydo5r4a.py
# Topologically Sorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
# Graph fragment:
#   %embedding_1 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0" = PlaceHolder[target=embedding_1]
#   %mm_32 : Tensor "f32[2048, 1024][1024, 1]cuda:0" = PlaceHolder[target=mm_32]
#   %buf55 : Tensor "f32[4, 512, 1][512, 1, 2048]cuda:0" = PlaceHolder[target=buf55]
#   %clone_17 : Tensor "f32[2, 512][512, 1]cuda:0" = PlaceHolder[target=clone_17]
#   %rsqrt_10 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_10]
#   %view_97 : Tensor "f32[2, 2491392][2491392, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.view.default](args = (%wait_tensor_41, [2, 2491392]), kwargs = {})
#   %split_with_sizes_2 : [num_users=5] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%view_97, [1441792, 512, 512, 524288, 524288], 1), kwargs = {})
#   %clone_17 : Tensor "f32[2, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%getitem_18,), kwargs = {memory_format: torch.contiguous_format})
#   %view_121 : Tensor "f32[1024][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.view.default](args = (%clone_17, [1024]), kwargs = {})
#   %view_180 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_32, [4, 512, 1024]), kwargs = {})
#   %add_39 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding_1, %view_180), kwargs = {})
#   %pow_29 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_39, 2), kwargs = {})
#   %mean_10 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_29, [-1], True), kwargs = {})
#   %add_40 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_10, 1e-06), kwargs = {})
#   %rsqrt_10 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_40,), kwargs = {})
#   %mul_53 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_39, %rsqrt_10), kwargs = {})
#   %mul_54 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_121, %mul_53), kwargs = {})
#   return %buf55,%rsqrt_10,%mul_54
triton_per_fused_20 = async_compile.triton('triton_per_fused_20', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_20', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 3, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': True, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': True, 'has_loadstore_with_contiguous_rdim': True, 'tiling_scores': {'x': 16384, 'r0_': 33558528}}
)
@triton.jit
def triton_per_fused_20(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
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


# kernel path: /tmp/torchinductor_root/tmplsr2xu75/6m/c6mbhkr6yqo7svozz7kpaoyo5xp6g7icu5sbjacfry3c4o3ocjsq.py
# Topologically Sorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
# Graph fragment:
#   %buf59 : Tensor  = PlaceHolder[target=buf59]
#   %view_182 : Tensor "f32[2, 2883584][2883584, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.view.default](args = (%wait_tensor_42, [2, 2883584]), kwargs = {})
#   %split_with_sizes_1 : [num_users=2] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%view_182, [1441792, 1441792], 1), kwargs = {})
#   %clone_32 : Tensor "f32[2, 1441792][1441792, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%getitem_21,), kwargs = {memory_format: torch.contiguous_format})
#   %view_186 : Tensor "f32[2883584][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.view.default](args = (%clone_32, [2883584]), kwargs = {})
#   %view_187 : Tensor "f32[2816, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_186, [2816, 1024]), kwargs = {})
#   %permute_62 : Tensor "f32[1024, 2816][1, 1024]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.permute.default](args = (%view_187, [1, 0]), kwargs = {})
#   return %permute_62
triton_poi_fused_21 = async_compile.triton('triton_poi_fused_21', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_21', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': True, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': True, 'has_loadstore_with_contiguous_rdim': False, 'tiling_scores': {'x': 23068672}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_21(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 2883584
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (2883584*(x0 // 1441792) + ((x0 % 1441792))), None)
    tl.store(out_ptr0 + (x0), tmp0, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmplsr2xu75/oj/cojohh226qwnacnkytequ2pwwpknxywfh7dz5svb2mijmvzuqgxv.py
# Topologically Sorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
# Graph fragment:
#   %buf59 : Tensor  = PlaceHolder[target=buf59]
#   %view_182 : Tensor "f32[2, 2883584][2883584, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.view.default](args = (%wait_tensor_42, [2, 2883584]), kwargs = {})
#   %split_with_sizes_1 : [num_users=2] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%view_182, [1441792, 1441792], 1), kwargs = {})
#   %clone_33 : Tensor "f32[2, 1441792][1441792, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%getitem_22,), kwargs = {memory_format: torch.contiguous_format})
#   %view_188 : Tensor "f32[2883584][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.view.default](args = (%clone_33, [2883584]), kwargs = {})
#   %view_189 : Tensor "f32[2816, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_188, [2816, 1024]), kwargs = {})
#   %permute_63 : Tensor "f32[1024, 2816][1, 1024]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.permute.default](args = (%view_189, [1, 0]), kwargs = {})
#   return %permute_63
triton_poi_fused_22 = async_compile.triton('triton_poi_fused_22', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_22', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': True, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': True, 'has_loadstore_with_contiguous_rdim': False, 'tiling_scores': {'x': 23068672}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_22(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 2883584
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (1441792 + 2883584*(x0 // 1441792) + ((x0 % 1441792))), None)
    tl.store(out_ptr0 + (x0), tmp0, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmplsr2xu75/f7/cf7f7we4eraijkwvlblfbfvu5uzjsfstttbe3f2vkgfiedicbppt.py
# Topologically Sorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
# Graph fragment:
#   %buf32 : Tensor  = PlaceHolder[target=buf32]
#   %view_97 : Tensor "f32[2, 2491392][2491392, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.view.default](args = (%wait_tensor_41, [2, 2491392]), kwargs = {})
#   %split_with_sizes_2 : [num_users=5] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%view_97, [1441792, 512, 512, 524288, 524288], 1), kwargs = {})
#   %clone_13 : Tensor "f32[2, 1441792][1441792, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%getitem_16,), kwargs = {memory_format: torch.contiguous_format})
#   %view_111 : Tensor "f32[2883584][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.view.default](args = (%clone_13, [2883584]), kwargs = {})
#   %view_27 : Tensor "f32[1024, 2816][2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_111, [1024, 2816]), kwargs = {})
#   %permute_65 : Tensor "f32[2816, 1024][1, 2816]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.permute.default](args = (%view_27, [1, 0]), kwargs = {})
#   return %permute_65
triton_poi_fused_23 = async_compile.triton('triton_poi_fused_23', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_23', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': True, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': True, 'has_loadstore_with_contiguous_rdim': False, 'tiling_scores': {'x': 23068672}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_23(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 2883584
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (2491392*(x0 // 1441792) + ((x0 % 1441792))), None)
    tl.store(out_ptr0 + (x0), tmp0, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmplsr2xu75/k5/ck5eqhb7qtlkdstsoblppgqtets42f5byvx6xgmpcofbyeuqdlfl.py
# Topologically Sorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
# Graph fragment:
#   %mm_33 : Tensor "f32[2048, 2816][2816, 1]cuda:0" = PlaceHolder[target=mm_33]
#   %mm_34 : Tensor "f32[2048, 2816][2816, 1]cuda:0" = PlaceHolder[target=mm_34]
#   %view_193 : Tensor "f32[4, 512, 2816][1441792, 2816, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_33, [4, 512, 2816]), kwargs = {})
#   %neg_15 : Tensor "f32[4, 512, 2816][1441792, 2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%view_193,), kwargs = {})
#   %exp_10 : Tensor "f32[4, 512, 2816][1441792, 2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_15,), kwargs = {})
#   %add_41 : Tensor "f32[4, 512, 2816][1441792, 2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_10, 1), kwargs = {})
#   %div_11 : Tensor "f32[4, 512, 2816][1441792, 2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%view_193, %add_41), kwargs = {})
#   %view_194 : Tensor "f32[4, 512, 2816][1441792, 2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_34, [4, 512, 2816]), kwargs = {})
#   %mul_55 : Tensor "f32[4, 512, 2816][1441792, 2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_11, %view_194), kwargs = {})
#   return %mul_55
triton_poi_fused_24 = async_compile.triton('triton_poi_fused_24', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_24', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': True, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': True, 'has_loadstore_with_contiguous_rdim': False, 'tiling_scores': {'x': 92274688}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_24(in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
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


# kernel path: /tmp/torchinductor_root/tmplsr2xu75/x7/cx7qsm7yglea45732xjjui6tqqro7xxdbjaypl7j7d6tcgpk5ewm.py
# Topologically Sorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
# Graph fragment:
#   %buf71 : Tensor  = PlaceHolder[target=buf71]
#   %view_201 : Tensor "f32[2, 2098176][2098176, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.view.default](args = (%wait_tensor_44, [2, 2098176]), kwargs = {})
#   %split_with_sizes_5 : [num_users=6] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%view_201, [512, 512, 524288, 524288, 524288, 524288], 1), kwargs = {})
#   %clone_34 : Tensor "f32[2, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%getitem_26,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_34
triton_poi_fused_25 = async_compile.triton('triton_poi_fused_25', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1024}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_25', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': True, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': True, 'has_loadstore_with_contiguous_rdim': False, 'tiling_scores': {'x': 8192}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_25(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1024
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 512)
    x1 = xindex // 512
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 2098176*x1), xmask)
    tl.store(out_ptr0 + (x2), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmplsr2xu75/3h/c3h3oxsvyqhgmagw6lnj6rwb5jo22zieum6v24bvtnytdjr6mofv.py
# Topologically Sorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
# Graph fragment:
#   %embedding_1 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0" = PlaceHolder[target=embedding_1]
#   %mm_32 : Tensor "f32[2048, 1024][1024, 1]cuda:0" = PlaceHolder[target=mm_32]
#   %mm_35 : Tensor "f32[2048, 1024][1024, 1]cuda:0" = PlaceHolder[target=mm_35]
#   %add_42 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0" = PlaceHolder[target=add_42]
#   %buf68 : Tensor "f32[4, 512, 1][512, 1, 2048]cuda:0" = PlaceHolder[target=buf68]
#   %clone_34 : Tensor "f32[2, 512][512, 1]cuda:0" = PlaceHolder[target=clone_34]
#   %rsqrt_11 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_11]
#   %view_180 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_32, [4, 512, 1024]), kwargs = {})
#   %add_39 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding_1, %view_180), kwargs = {})
#   %view_200 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_35, [4, 512, 1024]), kwargs = {})
#   %add_42 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_39, %view_200), kwargs = {})
#   %pow_30 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_42, 2), kwargs = {})
#   %mean_11 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_30, [-1], True), kwargs = {})
#   %add_43 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_11, 1e-06), kwargs = {})
#   %rsqrt_11 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_43,), kwargs = {})
#   %mul_57 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_42, %rsqrt_11), kwargs = {})
#   %view_201 : Tensor "f32[2, 2098176][2098176, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.view.default](args = (%wait_tensor_44, [2, 2098176]), kwargs = {})
#   %split_with_sizes_5 : [num_users=6] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%view_201, [512, 512, 524288, 524288, 524288, 524288], 1), kwargs = {})
#   %clone_34 : Tensor "f32[2, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%getitem_26,), kwargs = {memory_format: torch.contiguous_format})
#   %view_202 : Tensor "f32[1024][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.view.default](args = (%clone_34, [1024]), kwargs = {})
#   %mul_59 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_202, %mul_57), kwargs = {})
#   return %add_42,%buf68,%rsqrt_11,%mul_59
triton_per_fused_26 = async_compile.triton('triton_per_fused_26', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_26', 'mutated_arg_names': ['in_out_ptr0', 'in_out_ptr1'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 3, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': True, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': True, 'has_loadstore_with_contiguous_rdim': True, 'tiling_scores': {'x': 16384, 'r0_': 58724352}}
)
@triton.jit
def triton_per_fused_26(in_out_ptr0, in_out_ptr1, in_ptr0, in_ptr1, in_ptr2, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
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


# kernel path: /tmp/torchinductor_root/tmplsr2xu75/ic/cicnhbyiasleor7e35lmmgjf6ni5curkvvs4ocaleugamipqldbd.py
# Topologically Sorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
# Graph fragment:
#   %buf71 : Tensor  = PlaceHolder[target=buf71]
#   %view_201 : Tensor "f32[2, 2098176][2098176, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.view.default](args = (%wait_tensor_44, [2, 2098176]), kwargs = {})
#   %split_with_sizes_5 : [num_users=6] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%view_201, [512, 512, 524288, 524288, 524288, 524288], 1), kwargs = {})
#   %clone_35 : Tensor "f32[2, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%getitem_27,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_35
triton_poi_fused_27 = async_compile.triton('triton_poi_fused_27', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1024}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_27', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': True, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': True, 'has_loadstore_with_contiguous_rdim': False, 'tiling_scores': {'x': 8192}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_27(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1024
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 512)
    x1 = xindex // 512
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (512 + x0 + 2098176*x1), xmask)
    tl.store(out_ptr0 + (x2), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmplsr2xu75/ii/ciifim2vb4cqgsceydpuqqa33y54e7yblj3jhavygn7gld7dn75m.py
# Topologically Sorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
# Graph fragment:
#   %buf32 : Tensor  = PlaceHolder[target=buf32]
#   %view_97 : Tensor "f32[2, 2491392][2491392, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.view.default](args = (%wait_tensor_41, [2, 2491392]), kwargs = {})
#   %split_with_sizes_2 : [num_users=5] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%view_97, [1441792, 512, 512, 524288, 524288], 1), kwargs = {})
#   %clone_20 : Tensor "f32[2, 524288][524288, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%getitem_19,), kwargs = {memory_format: torch.contiguous_format})
#   %view_135 : Tensor "f32[1048576][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.view.default](args = (%clone_20, [1048576]), kwargs = {})
#   %view_35 : Tensor "f32[1024, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_135, [1024, 1024]), kwargs = {})
#   %permute_66 : Tensor "f32[1024, 1024][1, 1024]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.permute.default](args = (%view_35, [1, 0]), kwargs = {})
#   return %permute_66
triton_poi_fused_28 = async_compile.triton('triton_poi_fused_28', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1048576}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_28', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': True, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': True, 'has_loadstore_with_contiguous_rdim': False, 'tiling_scores': {'x': 8388608}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_28(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1048576
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (1442816 + 2491392*(x0 // 524288) + ((x0 % 524288))), None)
    tl.store(out_ptr0 + (x0), tmp0, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmplsr2xu75/ys/cysmeosvltts2hjhnyvy6v3vtxrs7t4lh72gdhatj3vdatoijmlc.py
# Topologically Sorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
# Graph fragment:
#   %buf32 : Tensor  = PlaceHolder[target=buf32]
#   %view_97 : Tensor "f32[2, 2491392][2491392, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.view.default](args = (%wait_tensor_41, [2, 2491392]), kwargs = {})
#   %split_with_sizes_2 : [num_users=5] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%view_97, [1441792, 512, 512, 524288, 524288], 1), kwargs = {})
#   %clone_23 : Tensor "f32[2, 524288][524288, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%getitem_20,), kwargs = {memory_format: torch.contiguous_format})
#   %view_140 : Tensor "f32[1048576][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.view.default](args = (%clone_23, [1048576]), kwargs = {})
#   %view_36 : Tensor "f32[1024, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_140, [1024, 1024]), kwargs = {})
#   %permute_69 : Tensor "f32[1024, 1024][1, 1024]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.permute.default](args = (%view_36, [1, 0]), kwargs = {})
#   return %permute_69
triton_poi_fused_29 = async_compile.triton('triton_poi_fused_29', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1048576}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_29', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': True, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': True, 'has_loadstore_with_contiguous_rdim': False, 'tiling_scores': {'x': 8388608}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_29(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1048576
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (1967104 + 2491392*(x0 // 524288) + ((x0 % 524288))), None)
    tl.store(out_ptr0 + (x0), tmp0, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmplsr2xu75/v7/cv72r7xrs5kkfhi3sbxb4xnnbmqbwvplpub3maeawcr2mgrtiw4h.py
# Topologically Sorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
# Graph fragment:
#   %buf80 : Tensor  = PlaceHolder[target=buf80]
#   %view_217 : Tensor "f32[2, 2490368][2490368, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.view.default](args = (%wait_tensor_43, [2, 2490368]), kwargs = {})
#   %split_with_sizes_3 : [num_users=3] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%view_217, [524288, 524288, 1441792], 1), kwargs = {})
#   %clone_40 : Tensor "f32[2, 524288][524288, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%getitem_23,), kwargs = {memory_format: torch.contiguous_format})
#   %view_218 : Tensor "f32[1048576][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.view.default](args = (%clone_40, [1048576]), kwargs = {})
#   %view_219 : Tensor "f32[1024, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_218, [1024, 1024]), kwargs = {})
#   %permute_75 : Tensor "f32[1024, 1024][1, 1024]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.permute.default](args = (%view_219, [1, 0]), kwargs = {})
#   return %permute_75
triton_poi_fused_30 = async_compile.triton('triton_poi_fused_30', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1048576}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_30', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': True, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': True, 'has_loadstore_with_contiguous_rdim': False, 'tiling_scores': {'x': 8388608}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_30(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1048576
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (2490368*(x0 // 524288) + ((x0 % 524288))), None)
    tl.store(out_ptr0 + (x0), tmp0, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmplsr2xu75/j5/cj54ydkxlwh3zbyrlhdmirhwz6o36bfwl3hz6dgfd5ofaokjutpq.py
# Topologically Sorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
# Graph fragment:
#   %buf80 : Tensor  = PlaceHolder[target=buf80]
#   %view_217 : Tensor "f32[2, 2490368][2490368, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.view.default](args = (%wait_tensor_43, [2, 2490368]), kwargs = {})
#   %split_with_sizes_3 : [num_users=3] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%view_217, [524288, 524288, 1441792], 1), kwargs = {})
#   %clone_41 : Tensor "f32[2, 524288][524288, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%getitem_24,), kwargs = {memory_format: torch.contiguous_format})
#   %view_220 : Tensor "f32[1048576][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.view.default](args = (%clone_41, [1048576]), kwargs = {})
#   %view_221 : Tensor "f32[1024, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_220, [1024, 1024]), kwargs = {})
#   %permute_80 : Tensor "f32[1024, 1024][1, 1024]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.permute.default](args = (%view_221, [1, 0]), kwargs = {})
#   return %permute_80
triton_poi_fused_31 = async_compile.triton('triton_poi_fused_31', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1048576}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_31', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': True, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': True, 'has_loadstore_with_contiguous_rdim': False, 'tiling_scores': {'x': 8388608}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_31(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1048576
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (524288 + 2490368*(x0 // 524288) + ((x0 % 524288))), None)
    tl.store(out_ptr0 + (x0), tmp0, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmplsr2xu75/xe/cxevdk5mv7dr64e3nxbwrmz63w5ahcs7f6327lwp46zz6mkjbrlt.py
# Topologically Sorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
# Graph fragment:
#   %add_42 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0" = PlaceHolder[target=add_42]
#   %mm_39 : Tensor "f32[2048, 1024][1024, 1]cuda:0" = PlaceHolder[target=mm_39]
#   %add_47 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0" = PlaceHolder[target=add_47]
#   %buf95 : Tensor "f32[4, 512, 1][512, 1, 2048]cuda:0" = PlaceHolder[target=buf95]
#   %clone_35 : Tensor "f32[2, 512][512, 1]cuda:0" = PlaceHolder[target=clone_35]
#   %rsqrt_12 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_12]
#   %view_201 : Tensor "f32[2, 2098176][2098176, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.view.default](args = (%wait_tensor_44, [2, 2098176]), kwargs = {})
#   %split_with_sizes_5 : [num_users=6] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%view_201, [512, 512, 524288, 524288, 524288, 524288], 1), kwargs = {})
#   %clone_35 : Tensor "f32[2, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%getitem_27,), kwargs = {memory_format: torch.contiguous_format})
#   %view_203 : Tensor "f32[1024][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.view.default](args = (%clone_35, [1024]), kwargs = {})
#   %view_234 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_39, [4, 512, 1024]), kwargs = {})
#   %add_47 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_42, %view_234), kwargs = {})
#   %pow_31 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_47, 2), kwargs = {})
#   %mean_12 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_31, [-1], True), kwargs = {})
#   %add_48 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_12, 1e-06), kwargs = {})
#   %rsqrt_12 : Tensor "f32[4, 512, 1][512, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_48,), kwargs = {})
#   %mul_65 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_47, %rsqrt_12), kwargs = {})
#   %mul_67 : Tensor "f32[4, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_203, %mul_65), kwargs = {})
#   return %add_47,%buf95,%rsqrt_12,%mul_67
triton_per_fused_32 = async_compile.triton('triton_per_fused_32', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_32', 'mutated_arg_names': ['in_out_ptr0', 'in_out_ptr1'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 3, 'num_store': 3, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': True, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': True, 'has_loadstore_with_contiguous_rdim': True, 'tiling_scores': {'x': 16384, 'r0_': 50335744}}
)
@triton.jit
def triton_per_fused_32(in_out_ptr0, in_out_ptr1, in_ptr0, in_ptr1, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
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


# kernel path: /tmp/torchinductor_root/tmplsr2xu75/yk/cykmlw7zzssqfz3qssnz2iks66kdw2sx62dzfj6swcbo4jqfr5gy.py
# Topologically Sorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
# Graph fragment:
#   %buf80 : Tensor  = PlaceHolder[target=buf80]
#   %view_217 : Tensor "f32[2, 2490368][2490368, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.view.default](args = (%wait_tensor_43, [2, 2490368]), kwargs = {})
#   %split_with_sizes_3 : [num_users=3] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%view_217, [524288, 524288, 1441792], 1), kwargs = {})
#   %clone_42 : Tensor "f32[2, 1441792][1441792, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%getitem_25,), kwargs = {memory_format: torch.contiguous_format})
#   %view_222 : Tensor "f32[2883584][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.view.default](args = (%clone_42, [2883584]), kwargs = {})
#   %view_223 : Tensor "f32[2816, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_222, [2816, 1024]), kwargs = {})
#   %permute_81 : Tensor "f32[1024, 2816][1, 1024]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.permute.default](args = (%view_223, [1, 0]), kwargs = {})
#   return %permute_81
triton_poi_fused_33 = async_compile.triton('triton_poi_fused_33', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_33', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': True, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': True, 'has_loadstore_with_contiguous_rdim': False, 'tiling_scores': {'x': 23068672}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_33(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 2883584
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (1048576 + 2490368*(x0 // 1441792) + ((x0 % 1441792))), None)
    tl.store(out_ptr0 + (x0), tmp0, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmplsr2xu75/3j/c3j6f4v72l2cvleanl5n4lstcs2fehbdweoyuovdgme3dzvt6g2n.py
# Topologically Sorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
# Graph fragment:
#   %buf71 : Tensor  = PlaceHolder[target=buf71]
#   %view_201 : Tensor "f32[2, 2098176][2098176, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.view.default](args = (%wait_tensor_44, [2, 2098176]), kwargs = {})
#   %split_with_sizes_5 : [num_users=6] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%view_201, [512, 512, 524288, 524288, 524288, 524288], 1), kwargs = {})
#   %clone_36 : Tensor "f32[2, 524288][524288, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%getitem_28,), kwargs = {memory_format: torch.contiguous_format})
#   %view_204 : Tensor "f32[1048576][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.view.default](args = (%clone_36, [1048576]), kwargs = {})
#   %view_205 : Tensor "f32[1024, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_204, [1024, 1024]), kwargs = {})
#   %permute_82 : Tensor "f32[1024, 1024][1, 1024]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.permute.default](args = (%view_205, [1, 0]), kwargs = {})
#   return %permute_82
triton_poi_fused_34 = async_compile.triton('triton_poi_fused_34', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1048576}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_34', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': True, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': True, 'has_loadstore_with_contiguous_rdim': False, 'tiling_scores': {'x': 8388608}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_34(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1048576
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (1024 + 2098176*(x0 // 524288) + ((x0 % 524288))), None)
    tl.store(out_ptr0 + (x0), tmp0, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmplsr2xu75/c3/cc3256winbegoku6pylgc65ok2mxn4kepol2oc2xvspshme65r47.py
# Topologically Sorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
# Graph fragment:
#   %buf71 : Tensor  = PlaceHolder[target=buf71]
#   %view_201 : Tensor "f32[2, 2098176][2098176, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.view.default](args = (%wait_tensor_44, [2, 2098176]), kwargs = {})
#   %split_with_sizes_5 : [num_users=6] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%view_201, [512, 512, 524288, 524288, 524288, 524288], 1), kwargs = {})
#   %clone_37 : Tensor "f32[2, 524288][524288, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%getitem_29,), kwargs = {memory_format: torch.contiguous_format})
#   %view_206 : Tensor "f32[1048576][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.view.default](args = (%clone_37, [1048576]), kwargs = {})
#   %view_207 : Tensor "f32[1024, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_206, [1024, 1024]), kwargs = {})
#   %permute_83 : Tensor "f32[1024, 1024][1, 1024]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.permute.default](args = (%view_207, [1, 0]), kwargs = {})
#   return %permute_83
triton_poi_fused_35 = async_compile.triton('triton_poi_fused_35', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1048576}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_35', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': True, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': True, 'has_loadstore_with_contiguous_rdim': False, 'tiling_scores': {'x': 8388608}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_35(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1048576
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (525312 + 2098176*(x0 // 524288) + ((x0 % 524288))), None)
    tl.store(out_ptr0 + (x0), tmp0, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmplsr2xu75/g3/cg3q2ntkqn4mjdbwj654z2pvevubrkxzws2knaqppihdql5ieel3.py
# Topologically Sorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
# Graph fragment:
#   %buf71 : Tensor  = PlaceHolder[target=buf71]
#   %view_201 : Tensor "f32[2, 2098176][2098176, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.view.default](args = (%wait_tensor_44, [2, 2098176]), kwargs = {})
#   %split_with_sizes_5 : [num_users=6] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%view_201, [512, 512, 524288, 524288, 524288, 524288], 1), kwargs = {})
#   %clone_38 : Tensor "f32[2, 524288][524288, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%getitem_30,), kwargs = {memory_format: torch.contiguous_format})
#   %view_208 : Tensor "f32[1048576][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.view.default](args = (%clone_38, [1048576]), kwargs = {})
#   %view_209 : Tensor "f32[1024, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_208, [1024, 1024]), kwargs = {})
#   %permute_85 : Tensor "f32[1024, 1024][1, 1024]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.permute.default](args = (%view_209, [1, 0]), kwargs = {})
#   return %permute_85
triton_poi_fused_36 = async_compile.triton('triton_poi_fused_36', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1048576}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_36', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': True, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': True, 'has_loadstore_with_contiguous_rdim': False, 'tiling_scores': {'x': 8388608}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_36(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1048576
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (1049600 + 2098176*(x0 // 524288) + ((x0 % 524288))), None)
    tl.store(out_ptr0 + (x0), tmp0, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmplsr2xu75/rm/crmugc2hbxebcctwjtwaizilymma57y2jfy5y2awwesi5yjzcrqk.py
# Topologically Sorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
# Graph fragment:
#   %buf71 : Tensor  = PlaceHolder[target=buf71]
#   %view_201 : Tensor "f32[2, 2098176][2098176, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.view.default](args = (%wait_tensor_44, [2, 2098176]), kwargs = {})
#   %split_with_sizes_5 : [num_users=6] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%view_201, [512, 512, 524288, 524288, 524288, 524288], 1), kwargs = {})
#   %clone_39 : Tensor "f32[2, 524288][524288, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%getitem_31,), kwargs = {memory_format: torch.contiguous_format})
#   %view_210 : Tensor "f32[1048576][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.view.default](args = (%clone_39, [1048576]), kwargs = {})
#   %view_211 : Tensor "f32[1024, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_210, [1024, 1024]), kwargs = {})
#   %permute_86 : Tensor "f32[1024, 1024][1, 1024]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.permute.default](args = (%view_211, [1, 0]), kwargs = {})
#   return %permute_86
triton_poi_fused_37 = async_compile.triton('triton_poi_fused_37', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1048576}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_37', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': True, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': True, 'has_loadstore_with_contiguous_rdim': False, 'tiling_scores': {'x': 8388608}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_37(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1048576
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (1573888 + 2098176*(x0 // 524288) + ((x0 % 524288))), None)
    tl.store(out_ptr0 + (x0), tmp0, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmplsr2xu75/py/cpyb5jjedvbdccv7r2tklklc4h4q6nxfuts5ss4prp6zudixll4k.py
# Topologically Sorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
# Graph fragment:
#   %buf153 : Tensor  = PlaceHolder[target=buf153]
#   %view_281 : Tensor "f32[2, 4195840][4195840, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.view.default](args = (%wait_tensor_49, [2, 4195840]), kwargs = {})
#   %split_with_sizes_10 : [num_users=4] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%view_281, [512, 512, 512, 4194304], 1), kwargs = {})
#   %clone_61 : Tensor "f32[2, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%getitem_45,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_61
triton_poi_fused_38 = async_compile.triton('triton_poi_fused_38', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1024}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_38', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': True, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': True, 'has_loadstore_with_contiguous_rdim': False, 'tiling_scores': {'x': 8192}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_38(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1024
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 512)
    x1 = xindex // 512
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 4195840*x1), xmask)
    tl.store(out_ptr0 + (x2), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmplsr2xu75/lg/clgjlg2uuk2umncuwr2ylwszx6kmocaqjyvvak3pdo5kkr4ssm3o.py
# Topologically Sorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
# Graph fragment:
#   %buf153 : Tensor  = PlaceHolder[target=buf153]
#   %view_281 : Tensor "f32[2, 4195840][4195840, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.view.default](args = (%wait_tensor_49, [2, 4195840]), kwargs = {})
#   %split_with_sizes_10 : [num_users=4] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%view_281, [512, 512, 512, 4194304], 1), kwargs = {})
#   %clone_64 : Tensor "f32[2, 4194304][4194304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%getitem_48,), kwargs = {memory_format: torch.contiguous_format})
#   %view_285 : Tensor "f32[8388608][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.view.default](args = (%clone_64, [8388608]), kwargs = {})
#   %view_286 : Tensor "f32[8192, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_285, [8192, 1024]), kwargs = {})
#   %permute_119 : Tensor "f32[1024, 8192][1, 1024]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.permute.default](args = (%view_286, [1, 0]), kwargs = {})
#   return %permute_119
triton_poi_fused_39 = async_compile.triton('triton_poi_fused_39', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_39', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': True, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': True, 'has_loadstore_with_contiguous_rdim': False, 'tiling_scores': {'x': 67108864}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_39(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 8388608
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (1536 + 4195840*(x0 // 4194304) + ((x0 % 4194304))), None)
    tl.store(out_ptr0 + (x0), tmp0, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmplsr2xu75/kk/ckkmkgw37zvni7xdsk752uetgqkft74sgfujihj456rjjtf3lao3.py
# Topologically Sorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
# Graph fragment:
#   %buf153 : Tensor  = PlaceHolder[target=buf153]
#   %view_281 : Tensor "f32[2, 4195840][4195840, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.view.default](args = (%wait_tensor_49, [2, 4195840]), kwargs = {})
#   %split_with_sizes_10 : [num_users=4] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%view_281, [512, 512, 512, 4194304], 1), kwargs = {})
#   %clone_63 : Tensor "f32[2, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%getitem_47,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_63
triton_poi_fused_40 = async_compile.triton('triton_poi_fused_40', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1024}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_40', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': True, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': True, 'has_loadstore_with_contiguous_rdim': False, 'tiling_scores': {'x': 8192}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_40(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1024
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 512)
    x1 = xindex // 512
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (1024 + x0 + 4195840*x1), xmask)
    tl.store(out_ptr0 + (x2), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmplsr2xu75/k6/ck64gtwkvfhv4dynjyzjbsjvl7cjnf6xfhpyhkhzwnkcrqzroumu.py
# Topologically Sorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
# Graph fragment:
#   %buf153 : Tensor  = PlaceHolder[target=buf153]
#   %view_281 : Tensor "f32[2, 4195840][4195840, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.view.default](args = (%wait_tensor_49, [2, 4195840]), kwargs = {})
#   %split_with_sizes_10 : [num_users=4] = call_function[target=torch.ops.aten.split_with_sizes.default](args = (%view_281, [512, 512, 512, 4194304], 1), kwargs = {})
#   %clone_62 : Tensor "f32[2, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%getitem_46,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_62
triton_poi_fused_41 = async_compile.triton('triton_poi_fused_41', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1024}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_41', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': True, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': True, 'has_loadstore_with_contiguous_rdim': False, 'tiling_scores': {'x': 8192}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_41(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1024
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 512)
    x1 = xindex // 512
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (512 + x0 + 4195840*x1), xmask)
    tl.store(out_ptr0 + (x2), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmplsr2xu75/jt/cjtwowm5gokgfehkr5yuqb4x76qdxlorvv7nnpzzrpk6druuonpn.py
# Topologically Sorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
# Graph fragment:
#   %mm_57 : Tensor "f32[2048, 8192][8192, 1]cuda:0" = PlaceHolder[target=mm_57]
#   %getitem_57 : Tensor "f32[2048, 1][1, 2048]cuda:0" = PlaceHolder[target=getitem_57]
#   %prepare_softmax_online_default_9 : [num_users=2] = call_function[target=torch.ops.prims.prepare_softmax_online.default](args = (%mm_57, 1), kwargs = {})
#   %log_1 : Tensor "f32[2048, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.log.default](args = (%getitem_57,), kwargs = {})
#   return %getitem_56,%getitem_57,%log_1
triton_red_fused_42 = async_compile.triton('triton_red_fused_42', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_42', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': True, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': True, 'has_loadstore_with_contiguous_rdim': True, 'tiling_scores': {'x': 32768, 'r0_': 67108864}}
)
@triton.jit
def triton_red_fused_42(in_out_ptr0, in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
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


# kernel path: /tmp/torchinductor_root/tmplsr2xu75/yd/cydb2twengovuaogtn2hdhltdy7v2bczbs37lqleiqrv2fof6zvp.py
# Topologically Sorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
# Graph fragment:
#   %constant_pad_nd_1 : Tensor "i64[4, 513][513, 1]cuda:0" = PlaceHolder[target=constant_pad_nd_1]
#   %mm_57 : Tensor "f32[2048, 8192][8192, 1]cuda:0" = PlaceHolder[target=mm_57]
#   %getitem_56 : Tensor "f32[2048, 1][1, 1]cuda:0" = PlaceHolder[target=getitem_56]
#   %log_1 : Tensor "f32[2048, 1][1, 1]cuda:0" = PlaceHolder[target=log_1]
#   %sum_8 : Tensor "i64[][]cuda:0" = PlaceHolder[target=sum_8]
#   %sum_9 : Tensor "f32[][]cuda:0" = PlaceHolder[target=sum_9]
#   %convert_element_type_3 : Tensor "f32[][]cuda:0" = PlaceHolder[target=convert_element_type_3]
#   %full_default_25 : Tensor "f32[][]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %slice_9 : Tensor "i64[4, 512][513, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%constant_pad_nd_1, 1, 1, 9223372036854775807), kwargs = {})
#   %clone_47 : Tensor "i64[4, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%slice_9,), kwargs = {memory_format: torch.contiguous_format})
#   %view_245 : Tensor "i64[2048][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_47, [-1]), kwargs = {})
#   %ne_4 : Tensor "b8[2048][1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.ne.Scalar](args = (%view_245, -100), kwargs = {})
#   %full_default_4 : Tensor "i64[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0), kwargs = {dtype: torch.int64, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_5 : Tensor "i64[2048][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%ne_4, %view_245, %full_default_4), kwargs = {})
#   %unsqueeze_17 : Tensor "i64[2048, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%where_5, 1), kwargs = {})
#   %sum_8 : Tensor "i64[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.default](args = (%ne_4,), kwargs = {})
#   %convert_element_type_3 : Tensor "f32[][]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%sum_8, torch.float32), kwargs = {})
#   %sub_tensor_9 : Tensor "f32[2048, 8192][8192, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mm_57, %getitem_56), kwargs = {})
#   %sub_6 : Tensor "f32[2048, 8192][8192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_tensor_9, %log_1), kwargs = {})
#   %gather_1 : Tensor "f32[2048, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.gather.default](args = (%sub_6, 1, %unsqueeze_17), kwargs = {})
#   %squeeze_1 : Tensor "f32[2048][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dim](args = (%gather_1, 1), kwargs = {})
#   %neg_29 : Tensor "f32[2048][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%squeeze_1,), kwargs = {})
#   %where_6 : Tensor "f32[2048][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%ne_4, %neg_29, %full_default_25), kwargs = {})
#   %sum_9 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.default](args = (%where_6,), kwargs = {})
#   %div_18 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%sum_9, %convert_element_type_3), kwargs = {})
#   %div_19 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%div_18, 2), kwargs = {})
#   return %sum_8,%sum_9,%convert_element_type_3,%div_19
triton_red_fused_43 = async_compile.triton('triton_red_fused_43', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_43', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': True, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': True, 'has_loadstore_with_contiguous_rdim': True, 'tiling_scores': {'r0_': 32768}}
)
@triton.jit
def triton_red_fused_43(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
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
            # Topologically Sorted Source Nodes: [], Original ATen: []
            buf0 = torch.ops._c10d_functional.all_gather_into_tensor.default(primals_1, 2, '0')
            assert_size_stride(buf0, (8388608, ), (1, ), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf0, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            buf1 = empty_strided_cuda((2491392, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_0.run(primals_8, primals_9, primals_10, primals_11, primals_12, buf1, 2491392, stream=stream0)
            del primals_10
            del primals_11
            del primals_12
            del primals_8
            del primals_9
            # Topologically Sorted Source Nodes: [], Original ATen: []
            buf2 = torch.ops._c10d_functional.all_gather_into_tensor.default(buf1, 2, '0')
            assert_size_stride(buf2, (4982784, ), (1, ), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf2, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            buf3 = empty_strided_cuda((2097152, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_1.run(primals_2, primals_3, primals_4, primals_5, buf3, 2097152, stream=stream0)
            del primals_2
            del primals_3
            del primals_4
            del primals_5
            # Topologically Sorted Source Nodes: [], Original ATen: []
            buf4 = torch.ops._c10d_functional.all_gather_into_tensor.default(buf3, 2, '0')
            assert_size_stride(buf4, (4194304, ), (1, ), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf4, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            buf5 = empty_strided_cuda((2883584, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_2.run(primals_6, primals_7, buf5, 2883584, stream=stream0)
            del primals_6
            del primals_7
            # Topologically Sorted Source Nodes: [], Original ATen: []
            buf6 = torch.ops._c10d_functional.all_gather_into_tensor.default(buf5, 2, '0')
            assert_size_stride(buf6, (5767168, ), (1, ), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf6, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            buf7 = empty_strided_cuda((2098176, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_3.run(primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, buf7, 2098176, stream=stream0)
            del primals_18
            del primals_19
            del primals_20
            del primals_21
            del primals_22
            del primals_23
            # Topologically Sorted Source Nodes: [], Original ATen: []
            buf8 = torch.ops._c10d_functional.all_gather_into_tensor.default(buf7, 2, '0')
            assert_size_stride(buf8, (4196352, ), (1, ), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf8, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            buf9 = empty_strided_cuda((2490368, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_4.run(primals_13, primals_14, primals_15, buf9, 2490368, stream=stream0)
            del primals_13
            del primals_14
            del primals_15
            # Topologically Sorted Source Nodes: [], Original ATen: []
            buf10 = torch.ops._c10d_functional.all_gather_into_tensor.default(buf9, 2, '0')
            assert_size_stride(buf10, (4980736, ), (1, ), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf10, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            buf11 = empty_strided_cuda((2883584, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_2.run(primals_16, primals_17, buf11, 2883584, stream=stream0)
            del primals_16
            del primals_17
            # Topologically Sorted Source Nodes: [], Original ATen: []
            buf12 = torch.ops._c10d_functional.all_gather_into_tensor.default(buf11, 2, '0')
            assert_size_stride(buf12, (5767168, ), (1, ), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf12, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            buf13 = empty_strided_cuda((2491392, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_0.run(primals_26, primals_27, primals_28, primals_29, primals_30, buf13, 2491392, stream=stream0)
            del primals_26
            del primals_27
            del primals_28
            del primals_29
            del primals_30
            # Topologically Sorted Source Nodes: [], Original ATen: []
            buf14 = torch.ops._c10d_functional.all_gather_into_tensor.default(buf13, 2, '0')
            assert_size_stride(buf14, (4982784, ), (1, ), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf14, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            buf15 = empty_strided_cuda((2883584, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_2.run(primals_24, primals_25, buf15, 2883584, stream=stream0)
            del primals_24
            del primals_25
            # Topologically Sorted Source Nodes: [], Original ATen: []
            buf16 = torch.ops._c10d_functional.all_gather_into_tensor.default(buf15, 2, '0')
            assert_size_stride(buf16, (5767168, ), (1, ), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf16, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            buf17 = empty_strided_cuda((4195840, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_5.run(primals_36, primals_37, primals_38, primals_39, buf17, 4195840, stream=stream0)
            del primals_36
            del primals_37
            del primals_38
            del primals_39
            # Topologically Sorted Source Nodes: [], Original ATen: []
            buf18 = torch.ops._c10d_functional.all_gather_into_tensor.default(buf17, 2, '0')
            assert_size_stride(buf18, (8391680, ), (1, ), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf18, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            buf19 = empty_strided_cuda((2490368, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_4.run(primals_31, primals_32, primals_33, buf19, 2490368, stream=stream0)
            del primals_31
            del primals_32
            del primals_33
            # Topologically Sorted Source Nodes: [], Original ATen: []
            buf20 = torch.ops._c10d_functional.all_gather_into_tensor.default(buf19, 2, '0')
            assert_size_stride(buf20, (4980736, ), (1, ), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf20, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            buf21 = empty_strided_cuda((2883584, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_2.run(primals_34, primals_35, buf21, 2883584, stream=stream0)
            del primals_34
            del primals_35
            # Topologically Sorted Source Nodes: [], Original ATen: []
            buf22 = torch.ops._c10d_functional.all_gather_into_tensor.default(buf21, 2, '0')
            assert_size_stride(buf22, (5767168, ), (1, ), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf22, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            # Topologically Sorted Source Nodes: [], Original ATen: []
            torch.ops._c10d_functional.wait_tensor.default(buf0)
            del primals_1
            # Topologically Sorted Source Nodes: [], Original ATen: []
            torch.ops._c10d_functional.wait_tensor.default(buf2)
            del buf1
            buf33 = empty_strided_cuda((2, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_6.run(buf2, buf33, 1024, stream=stream0)
            buf25 = empty_strided_cuda((4, 512, 1024), (524288, 1024, 1), torch.float32)
            buf28 = empty_strided_cuda((4, 512, 1), (512, 1, 2048), torch.float32)
            buf29 = reinterpret_tensor(buf28, (4, 512, 1), (512, 1, 1), 0); del buf28  # reuse
            buf35 = empty_strided_cuda((4, 512, 1024), (524288, 1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_per_fused_7.run(buf29, primals_41, buf0, buf33, buf25, buf35, 2048, 1024, stream=stream0)
            del buf0
            buf26 = empty_strided_cuda((1, 1, 512), (512, 512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_8.run(buf26, 512, stream=stream0)
            buf27 = empty_strided_cuda((32, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.mm(reinterpret_tensor(primals_40, (32, 1), (1, 1), 0), reinterpret_tensor(buf26, (1, 512), (0, 1), 0), out=buf27)
            del buf26
            del primals_40
            buf30 = empty_strided_cuda((4, 513), (513, 1), torch.int64)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_9.run(primals_42, buf30, 2052, stream=stream0)
            del primals_42
            buf34 = empty_strided_cuda((2, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_10.run(buf2, buf34, 1024, stream=stream0)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            torch.ops._c10d_functional.wait_tensor.default(buf4)
            del buf3
            buf38 = empty_strided_cuda((1024, 1024), (1, 1024), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_11.run(buf4, buf38, 1048576, stream=stream0)
            buf39 = empty_strided_cuda((2048, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.mm(reinterpret_tensor(buf35, (2048, 1024), (1024, 1), 0), buf38, out=buf39)
            buf40 = empty_strided_cuda((1024, 1024), (1, 1024), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_12.run(buf4, buf40, 1048576, stream=stream0)
            buf41 = empty_strided_cuda((2048, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.mm(reinterpret_tensor(buf35, (2048, 1024), (1024, 1), 0), buf40, out=buf41)
            buf42 = empty_strided_cuda((1024, 1024), (1, 1024), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_13.run(buf4, buf42, 1048576, stream=stream0)
            buf43 = empty_strided_cuda((2048, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.mm(reinterpret_tensor(buf35, (2048, 1024), (1024, 1), 0), buf42, out=buf43)
            buf44 = empty_strided_cuda((4, 16, 512, 64), (524288, 32768, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_14.run(buf39, buf27, buf44, 2097152, stream=stream0)
            buf45 = reinterpret_tensor(buf39, (4, 16, 64, 512), (524288, 32768, 512, 1), 0); del buf39  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_15.run(buf41, buf27, buf45, 4096, 512, stream=stream0)
            del buf41
            buf46 = empty_strided_cuda((64, 512, 512), (262144, 512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.bmm(reinterpret_tensor(buf44, (64, 512, 64), (32768, 64, 1), 0), reinterpret_tensor(buf45, (64, 64, 512), (32768, 512, 1), 0), out=buf46)
            buf49 = reinterpret_tensor(buf46, (4, 16, 512, 512), (4194304, 262144, 512, 1), 0); del buf46  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_per_fused_16.run(buf49, 32768, 512, stream=stream0)
            buf50 = empty_strided_cuda((4, 16, 512, 64), (524288, 32768, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_17.run(buf43, buf50, 2097152, stream=stream0)
            buf51 = reinterpret_tensor(buf43, (64, 512, 64), (32768, 64, 1), 0); del buf43  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.bmm(reinterpret_tensor(buf49, (64, 512, 512), (262144, 512, 1), 0), reinterpret_tensor(buf50, (64, 512, 64), (32768, 64, 1), 0), out=buf51)
            buf52 = empty_strided_cuda((1024, 1024), (1, 1024), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_18.run(buf4, buf52, 1048576, stream=stream0)
            del buf4
            buf53 = empty_strided_cuda((4, 512, 16, 64), (524288, 1024, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_19.run(buf51, buf53, 2097152, stream=stream0)
            buf54 = reinterpret_tensor(buf51, (2048, 1024), (1024, 1), 0); del buf51  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.mm(reinterpret_tensor(buf53, (2048, 1024), (1024, 1), 0), buf52, out=buf54)
            buf55 = empty_strided_cuda((4, 512, 1), (512, 1, 2048), torch.float32)
            buf56 = reinterpret_tensor(buf55, (4, 512, 1), (512, 1, 1), 0); del buf55  # reuse
            buf57 = empty_strided_cuda((4, 512, 1024), (524288, 1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_per_fused_20.run(buf56, buf25, buf54, buf34, buf57, 2048, 1024, stream=stream0)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            torch.ops._c10d_functional.wait_tensor.default(buf6)
            buf60 = reinterpret_tensor(buf5, (1024, 2816), (1, 1024), 0); del buf5  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_21.run(buf6, buf60, 2883584, stream=stream0)
            buf61 = empty_strided_cuda((2048, 2816), (2816, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.mm(reinterpret_tensor(buf57, (2048, 1024), (1024, 1), 0), buf60, out=buf61)
            buf62 = empty_strided_cuda((1024, 2816), (1, 1024), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_22.run(buf6, buf62, 2883584, stream=stream0)
            buf63 = reinterpret_tensor(buf6, (2048, 2816), (2816, 1), 0); del buf6  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.mm(reinterpret_tensor(buf57, (2048, 1024), (1024, 1), 0), buf62, out=buf63)
            buf64 = empty_strided_cuda((2816, 1024), (1, 2816), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_23.run(buf2, buf64, 2883584, stream=stream0)
            buf65 = empty_strided_cuda((4, 512, 2816), (1441792, 2816, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_24.run(buf61, buf63, buf65, 5767168, stream=stream0)
            buf66 = empty_strided_cuda((2048, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.mm(reinterpret_tensor(buf65, (2048, 2816), (2816, 1), 0), buf64, out=buf66)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            torch.ops._c10d_functional.wait_tensor.default(buf8)
            del buf7
            buf72 = empty_strided_cuda((2, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_25.run(buf8, buf72, 1024, stream=stream0)
            buf67 = reinterpret_tensor(buf66, (4, 512, 1024), (524288, 1024, 1), 0); del buf66  # reuse
            buf68 = empty_strided_cuda((4, 512, 1), (512, 1, 2048), torch.float32)
            buf69 = reinterpret_tensor(buf68, (4, 512, 1), (512, 1, 1), 0); del buf68  # reuse
            buf75 = empty_strided_cuda((4, 512, 1024), (524288, 1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_per_fused_26.run(buf67, buf69, buf25, buf54, buf72, buf75, 2048, 1024, stream=stream0)
            buf73 = empty_strided_cuda((2, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_27.run(buf8, buf73, 1024, stream=stream0)
            buf74 = empty_strided_cuda((1024, 1024), (1, 1024), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_28.run(buf2, buf74, 1048576, stream=stream0)
            buf76 = empty_strided_cuda((2048, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.mm(reinterpret_tensor(buf75, (2048, 1024), (1024, 1), 0), buf74, out=buf76)
            buf77 = empty_strided_cuda((1024, 1024), (1, 1024), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_29.run(buf2, buf77, 1048576, stream=stream0)
            del buf2
            buf78 = empty_strided_cuda((2048, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.mm(reinterpret_tensor(buf75, (2048, 1024), (1024, 1), 0), buf77, out=buf78)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            torch.ops._c10d_functional.wait_tensor.default(buf10)
            del buf9
            buf81 = empty_strided_cuda((1024, 1024), (1, 1024), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_30.run(buf10, buf81, 1048576, stream=stream0)
            buf82 = empty_strided_cuda((2048, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.mm(reinterpret_tensor(buf75, (2048, 1024), (1024, 1), 0), buf81, out=buf82)
            buf83 = empty_strided_cuda((4, 16, 512, 64), (524288, 32768, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_14.run(buf76, buf27, buf83, 2097152, stream=stream0)
            buf84 = reinterpret_tensor(buf76, (4, 16, 64, 512), (524288, 32768, 512, 1), 0); del buf76  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_15.run(buf78, buf27, buf84, 4096, 512, stream=stream0)
            del buf78
            buf85 = empty_strided_cuda((64, 512, 512), (262144, 512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.bmm(reinterpret_tensor(buf83, (64, 512, 64), (32768, 64, 1), 0), reinterpret_tensor(buf84, (64, 64, 512), (32768, 512, 1), 0), out=buf85)
            buf88 = reinterpret_tensor(buf85, (4, 16, 512, 512), (4194304, 262144, 512, 1), 0); del buf85  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_per_fused_16.run(buf88, 32768, 512, stream=stream0)
            buf89 = empty_strided_cuda((4, 16, 512, 64), (524288, 32768, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_17.run(buf82, buf89, 2097152, stream=stream0)
            buf90 = reinterpret_tensor(buf82, (64, 512, 64), (32768, 64, 1), 0); del buf82  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.bmm(reinterpret_tensor(buf88, (64, 512, 512), (262144, 512, 1), 0), reinterpret_tensor(buf89, (64, 512, 64), (32768, 64, 1), 0), out=buf90)
            buf91 = empty_strided_cuda((1024, 1024), (1, 1024), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_31.run(buf10, buf91, 1048576, stream=stream0)
            buf92 = empty_strided_cuda((4, 512, 16, 64), (524288, 1024, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_19.run(buf90, buf92, 2097152, stream=stream0)
            buf93 = reinterpret_tensor(buf90, (2048, 1024), (1024, 1), 0); del buf90  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.mm(reinterpret_tensor(buf92, (2048, 1024), (1024, 1), 0), buf91, out=buf93)
            buf94 = reinterpret_tensor(buf93, (4, 512, 1024), (524288, 1024, 1), 0); del buf93  # reuse
            buf95 = empty_strided_cuda((4, 512, 1), (512, 1, 2048), torch.float32)
            buf96 = reinterpret_tensor(buf95, (4, 512, 1), (512, 1, 1), 0); del buf95  # reuse
            buf98 = empty_strided_cuda((4, 512, 1024), (524288, 1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_per_fused_32.run(buf94, buf96, buf67, buf73, buf98, 2048, 1024, stream=stream0)
            buf97 = empty_strided_cuda((1024, 2816), (1, 1024), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_33.run(buf10, buf97, 2883584, stream=stream0)
            del buf10
            buf99 = empty_strided_cuda((2048, 2816), (2816, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.mm(reinterpret_tensor(buf98, (2048, 1024), (1024, 1), 0), buf97, out=buf99)
            buf100 = empty_strided_cuda((1024, 1024), (1, 1024), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_34.run(buf8, buf100, 1048576, stream=stream0)
            buf101 = empty_strided_cuda((1024, 1024), (1, 1024), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_35.run(buf8, buf101, 1048576, stream=stream0)
            buf102 = empty_strided_cuda((1024, 1024), (1, 1024), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_36.run(buf8, buf102, 1048576, stream=stream0)
            buf103 = empty_strided_cuda((1024, 1024), (1, 1024), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_37.run(buf8, buf103, 1048576, stream=stream0)
            del buf8
            # Topologically Sorted Source Nodes: [], Original ATen: []
            torch.ops._c10d_functional.wait_tensor.default(buf12)
            buf106 = reinterpret_tensor(buf11, (1024, 2816), (1, 1024), 0); del buf11  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_21.run(buf12, buf106, 2883584, stream=stream0)
            buf107 = empty_strided_cuda((2048, 2816), (2816, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.mm(reinterpret_tensor(buf98, (2048, 1024), (1024, 1), 0), buf106, out=buf107)
            buf108 = empty_strided_cuda((2816, 1024), (1, 2816), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_22.run(buf12, buf108, 2883584, stream=stream0)
            buf109 = reinterpret_tensor(buf12, (4, 512, 2816), (1441792, 2816, 1), 0); del buf12  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_24.run(buf99, buf107, buf109, 5767168, stream=stream0)
            buf110 = empty_strided_cuda((2048, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.mm(reinterpret_tensor(buf109, (2048, 2816), (2816, 1), 0), buf108, out=buf110)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            torch.ops._c10d_functional.wait_tensor.default(buf14)
            del buf13
            buf116 = empty_strided_cuda((2, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_6.run(buf14, buf116, 1024, stream=stream0)
            buf111 = reinterpret_tensor(buf110, (4, 512, 1024), (524288, 1024, 1), 0); del buf110  # reuse
            buf112 = empty_strided_cuda((4, 512, 1), (512, 1, 2048), torch.float32)
            buf113 = reinterpret_tensor(buf112, (4, 512, 1), (512, 1, 1), 0); del buf112  # reuse
            buf118 = empty_strided_cuda((4, 512, 1024), (524288, 1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_per_fused_32.run(buf111, buf113, buf94, buf116, buf118, 2048, 1024, stream=stream0)
            buf117 = empty_strided_cuda((2, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_10.run(buf14, buf117, 1024, stream=stream0)
            buf119 = empty_strided_cuda((2048, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.mm(reinterpret_tensor(buf118, (2048, 1024), (1024, 1), 0), buf100, out=buf119)
            buf120 = empty_strided_cuda((2048, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.mm(reinterpret_tensor(buf118, (2048, 1024), (1024, 1), 0), buf101, out=buf120)
            buf121 = empty_strided_cuda((2048, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.mm(reinterpret_tensor(buf118, (2048, 1024), (1024, 1), 0), buf102, out=buf121)
            buf122 = empty_strided_cuda((4, 16, 512, 64), (524288, 32768, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_14.run(buf119, buf27, buf122, 2097152, stream=stream0)
            buf123 = reinterpret_tensor(buf119, (4, 16, 64, 512), (524288, 32768, 512, 1), 0); del buf119  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_15.run(buf120, buf27, buf123, 4096, 512, stream=stream0)
            del buf120
            buf124 = empty_strided_cuda((64, 512, 512), (262144, 512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.bmm(reinterpret_tensor(buf122, (64, 512, 64), (32768, 64, 1), 0), reinterpret_tensor(buf123, (64, 64, 512), (32768, 512, 1), 0), out=buf124)
            buf127 = reinterpret_tensor(buf124, (4, 16, 512, 512), (4194304, 262144, 512, 1), 0); del buf124  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_per_fused_16.run(buf127, 32768, 512, stream=stream0)
            buf128 = empty_strided_cuda((4, 16, 512, 64), (524288, 32768, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_17.run(buf121, buf128, 2097152, stream=stream0)
            buf129 = reinterpret_tensor(buf121, (64, 512, 64), (32768, 64, 1), 0); del buf121  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.bmm(reinterpret_tensor(buf127, (64, 512, 512), (262144, 512, 1), 0), reinterpret_tensor(buf128, (64, 512, 64), (32768, 64, 1), 0), out=buf129)
            buf130 = empty_strided_cuda((4, 512, 16, 64), (524288, 1024, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_19.run(buf129, buf130, 2097152, stream=stream0)
            buf131 = reinterpret_tensor(buf129, (2048, 1024), (1024, 1), 0); del buf129  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.mm(reinterpret_tensor(buf130, (2048, 1024), (1024, 1), 0), buf103, out=buf131)
            buf132 = reinterpret_tensor(buf131, (4, 512, 1024), (524288, 1024, 1), 0); del buf131  # reuse
            buf133 = empty_strided_cuda((4, 512, 1), (512, 1, 2048), torch.float32)
            buf134 = reinterpret_tensor(buf133, (4, 512, 1), (512, 1, 1), 0); del buf133  # reuse
            buf135 = empty_strided_cuda((4, 512, 1024), (524288, 1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_per_fused_32.run(buf132, buf134, buf111, buf117, buf135, 2048, 1024, stream=stream0)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            torch.ops._c10d_functional.wait_tensor.default(buf16)
            buf138 = reinterpret_tensor(buf15, (1024, 2816), (1, 1024), 0); del buf15  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_21.run(buf16, buf138, 2883584, stream=stream0)
            buf139 = empty_strided_cuda((2048, 2816), (2816, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.mm(reinterpret_tensor(buf135, (2048, 1024), (1024, 1), 0), buf138, out=buf139)
            buf140 = empty_strided_cuda((1024, 2816), (1, 1024), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_22.run(buf16, buf140, 2883584, stream=stream0)
            buf141 = reinterpret_tensor(buf16, (2048, 2816), (2816, 1), 0); del buf16  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.mm(reinterpret_tensor(buf135, (2048, 1024), (1024, 1), 0), buf140, out=buf141)
            buf142 = empty_strided_cuda((2816, 1024), (1, 2816), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_23.run(buf14, buf142, 2883584, stream=stream0)
            buf143 = empty_strided_cuda((4, 512, 2816), (1441792, 2816, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_24.run(buf139, buf141, buf143, 5767168, stream=stream0)
            buf144 = empty_strided_cuda((2048, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.mm(reinterpret_tensor(buf143, (2048, 2816), (2816, 1), 0), buf142, out=buf144)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            torch.ops._c10d_functional.wait_tensor.default(buf18)
            del buf17
            buf154 = empty_strided_cuda((2, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_38.run(buf18, buf154, 1024, stream=stream0)
            buf145 = reinterpret_tensor(buf144, (4, 512, 1024), (524288, 1024, 1), 0); del buf144  # reuse
            buf146 = empty_strided_cuda((4, 512, 1), (512, 1, 2048), torch.float32)
            buf147 = reinterpret_tensor(buf146, (4, 512, 1), (512, 1, 1), 0); del buf146  # reuse
            buf157 = empty_strided_cuda((4, 512, 1024), (524288, 1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_per_fused_32.run(buf145, buf147, buf132, buf154, buf157, 2048, 1024, stream=stream0)
            buf148 = empty_strided_cuda((1024, 1024), (1, 1024), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_28.run(buf14, buf148, 1048576, stream=stream0)
            buf149 = empty_strided_cuda((1024, 1024), (1, 1024), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_29.run(buf14, buf149, 1048576, stream=stream0)
            del buf14
            buf191 = empty_strided_cuda((1024, 8192), (1, 1024), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_39.run(buf18, buf191, 8388608, stream=stream0)
            buf156 = empty_strided_cuda((2, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_40.run(buf18, buf156, 1024, stream=stream0)
            buf155 = empty_strided_cuda((2, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_41.run(buf18, buf155, 1024, stream=stream0)
            del buf18
            # Topologically Sorted Source Nodes: [], Original ATen: []
            torch.ops._c10d_functional.wait_tensor.default(buf20)
            del buf19
            buf172 = empty_strided_cuda((1024, 1024), (1, 1024), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_31.run(buf20, buf172, 1048576, stream=stream0)
            buf158 = empty_strided_cuda((2048, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.mm(reinterpret_tensor(buf157, (2048, 1024), (1024, 1), 0), buf148, out=buf158)
            buf164 = empty_strided_cuda((4, 16, 512, 64), (524288, 32768, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_14.run(buf158, buf27, buf164, 2097152, stream=stream0)
            buf159 = buf158; del buf158  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.mm(reinterpret_tensor(buf157, (2048, 1024), (1024, 1), 0), buf149, out=buf159)
            buf165 = empty_strided_cuda((4, 16, 64, 512), (524288, 32768, 512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_15.run(buf159, buf27, buf165, 4096, 512, stream=stream0)
            del buf159
            buf166 = empty_strided_cuda((64, 512, 512), (262144, 512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.bmm(reinterpret_tensor(buf164, (64, 512, 64), (32768, 64, 1), 0), reinterpret_tensor(buf165, (64, 64, 512), (32768, 512, 1), 0), out=buf166)
            buf169 = reinterpret_tensor(buf166, (4, 16, 512, 512), (4194304, 262144, 512, 1), 0); del buf166  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_per_fused_16.run(buf169, 32768, 512, stream=stream0)
            buf162 = empty_strided_cuda((1024, 1024), (1, 1024), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_30.run(buf20, buf162, 1048576, stream=stream0)
            buf163 = empty_strided_cuda((2048, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.mm(reinterpret_tensor(buf157, (2048, 1024), (1024, 1), 0), buf162, out=buf163)
            buf170 = empty_strided_cuda((4, 16, 512, 64), (524288, 32768, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_17.run(buf163, buf170, 2097152, stream=stream0)
            buf171 = reinterpret_tensor(buf163, (64, 512, 64), (32768, 64, 1), 0); del buf163  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.bmm(reinterpret_tensor(buf169, (64, 512, 512), (262144, 512, 1), 0), reinterpret_tensor(buf170, (64, 512, 64), (32768, 64, 1), 0), out=buf171)
            buf173 = empty_strided_cuda((4, 512, 16, 64), (524288, 1024, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_19.run(buf171, buf173, 2097152, stream=stream0)
            buf174 = reinterpret_tensor(buf171, (2048, 1024), (1024, 1), 0); del buf171  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.mm(reinterpret_tensor(buf173, (2048, 1024), (1024, 1), 0), buf172, out=buf174)
            buf175 = reinterpret_tensor(buf174, (4, 512, 1024), (524288, 1024, 1), 0); del buf174  # reuse
            buf176 = empty_strided_cuda((4, 512, 1), (512, 1, 2048), torch.float32)
            buf177 = reinterpret_tensor(buf176, (4, 512, 1), (512, 1, 1), 0); del buf176  # reuse
            buf179 = empty_strided_cuda((4, 512, 1024), (524288, 1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_per_fused_32.run(buf175, buf177, buf145, buf155, buf179, 2048, 1024, stream=stream0)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            torch.ops._c10d_functional.wait_tensor.default(buf22)
            buf185 = reinterpret_tensor(buf21, (2816, 1024), (1, 2816), 0); del buf21  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_22.run(buf22, buf185, 2883584, stream=stream0)
            buf178 = empty_strided_cuda((1024, 2816), (1, 1024), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_33.run(buf20, buf178, 2883584, stream=stream0)
            del buf20
            buf180 = empty_strided_cuda((2048, 2816), (2816, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.mm(reinterpret_tensor(buf179, (2048, 1024), (1024, 1), 0), buf178, out=buf180)
            buf183 = empty_strided_cuda((1024, 2816), (1, 1024), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_21.run(buf22, buf183, 2883584, stream=stream0)
            buf184 = reinterpret_tensor(buf22, (2048, 2816), (2816, 1), 0); del buf22  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.mm(reinterpret_tensor(buf179, (2048, 1024), (1024, 1), 0), buf183, out=buf184)
            buf186 = empty_strided_cuda((4, 512, 2816), (1441792, 2816, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_poi_fused_24.run(buf180, buf184, buf186, 5767168, stream=stream0)
            buf187 = empty_strided_cuda((2048, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.mm(reinterpret_tensor(buf186, (2048, 2816), (2816, 1), 0), buf185, out=buf187)
            buf188 = reinterpret_tensor(buf187, (4, 512, 1024), (524288, 1024, 1), 0); del buf187  # reuse
            buf189 = empty_strided_cuda((4, 512, 1), (512, 1, 2048), torch.float32)
            buf190 = reinterpret_tensor(buf189, (4, 512, 1), (512, 1, 1), 0); del buf189  # reuse
            buf192 = empty_strided_cuda((4, 512, 1024), (524288, 1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_per_fused_32.run(buf188, buf190, buf175, buf156, buf192, 2048, 1024, stream=stream0)
            buf193 = empty_strided_cuda((2048, 8192), (8192, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            extern_kernels.mm(reinterpret_tensor(buf192, (2048, 1024), (1024, 1), 0), buf191, out=buf193)
            buf194 = empty_strided_cuda((2048, 1), (1, 1), torch.float32)
            buf195 = empty_strided_cuda((2048, 1), (1, 2048), torch.float32)
            buf196 = reinterpret_tensor(buf195, (2048, 1), (1, 1), 0); del buf195  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_red_fused_42.run(buf196, buf193, buf194, 2048, 8192, stream=stream0)
            buf197 = empty_strided_cuda((), (), torch.float32)
            buf151 = empty_strided_cuda((), (), torch.float32)
            buf198 = buf197; del buf197  # reuse
            # Topologically Sorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_red_fused_43.run(buf198, buf30, buf193, buf194, buf196, buf151, 1, 2048, stream=stream0)
        return (buf198, primals_41, reinterpret_tensor(buf33, (1024, ), (1, ), 0), reinterpret_tensor(buf34, (1024, ), (1, ), 0), reinterpret_tensor(buf72, (1024, ), (1, ), 0), reinterpret_tensor(buf73, (1024, ), (1, ), 0), reinterpret_tensor(buf116, (1024, ), (1, ), 0), reinterpret_tensor(buf117, (1024, ), (1, ), 0), reinterpret_tensor(buf154, (1024, ), (1, ), 0), reinterpret_tensor(buf155, (1024, ), (1, ), 0), reinterpret_tensor(buf156, (1024, ), (1, ), 0), buf25, buf27, buf29, reinterpret_tensor(buf35, (2048, 1024), (1024, 1), 0), buf49, reinterpret_tensor(buf53, (2048, 1024), (1024, 1), 0), buf54, buf56, reinterpret_tensor(buf57, (2048, 1024), (1024, 1), 0), buf61, buf63, reinterpret_tensor(buf65, (2048, 2816), (2816, 1), 0), buf67, buf69, reinterpret_tensor(buf75, (2048, 1024), (1024, 1), 0), buf88, reinterpret_tensor(buf92, (2048, 1024), (1024, 1), 0), buf94, buf96, reinterpret_tensor(buf98, (2048, 1024), (1024, 1), 0), buf99, buf107, reinterpret_tensor(buf109, (2048, 2816), (2816, 1), 0), buf111, buf113, reinterpret_tensor(buf118, (2048, 1024), (1024, 1), 0), buf127, reinterpret_tensor(buf130, (2048, 1024), (1024, 1), 0), buf132, buf134, reinterpret_tensor(buf135, (2048, 1024), (1024, 1), 0), buf139, buf141, reinterpret_tensor(buf143, (2048, 2816), (2816, 1), 0), buf145, buf147, reinterpret_tensor(buf157, (2048, 1024), (1024, 1), 0), buf169, reinterpret_tensor(buf173, (2048, 1024), (1024, 1), 0), buf175, buf177, reinterpret_tensor(buf179, (2048, 1024), (1024, 1), 0), buf180, buf184, reinterpret_tensor(buf186, (2048, 2816), (2816, 1), 0), buf188, buf190, reinterpret_tensor(buf192, (2048, 1024), (1024, 1), 0), buf193, buf30, buf194, buf196, buf151, reinterpret_tensor(buf191, (8192, 1024), (1024, 1), 0), reinterpret_tensor(buf185, (1024, 2816), (2816, 1), 0), reinterpret_tensor(buf183, (2816, 1024), (1024, 1), 0), reinterpret_tensor(buf178, (2816, 1024), (1024, 1), 0), reinterpret_tensor(buf172, (1024, 1024), (1024, 1), 0), reinterpret_tensor(buf170, (64, 64, 512), (32768, 1, 64), 0), reinterpret_tensor(buf164, (64, 64, 512), (32768, 1, 64), 0), reinterpret_tensor(buf165, (64, 512, 64), (32768, 1, 512), 0), reinterpret_tensor(buf162, (1024, 1024), (1024, 1), 0), reinterpret_tensor(buf149, (1024, 1024), (1024, 1), 0), reinterpret_tensor(buf148, (1024, 1024), (1024, 1), 0), reinterpret_tensor(buf142, (1024, 2816), (2816, 1), 0), reinterpret_tensor(buf140, (2816, 1024), (1024, 1), 0), reinterpret_tensor(buf138, (2816, 1024), (1024, 1), 0), reinterpret_tensor(buf103, (1024, 1024), (1024, 1), 0), reinterpret_tensor(buf128, (64, 64, 512), (32768, 1, 64), 0), reinterpret_tensor(buf122, (64, 64, 512), (32768, 1, 64), 0), reinterpret_tensor(buf123, (64, 512, 64), (32768, 1, 512), 0), reinterpret_tensor(buf102, (1024, 1024), (1024, 1), 0), reinterpret_tensor(buf101, (1024, 1024), (1024, 1), 0), reinterpret_tensor(buf100, (1024, 1024), (1024, 1), 0), reinterpret_tensor(buf108, (1024, 2816), (2816, 1), 0), reinterpret_tensor(buf106, (2816, 1024), (1024, 1), 0), reinterpret_tensor(buf97, (2816, 1024), (1024, 1), 0), reinterpret_tensor(buf91, (1024, 1024), (1024, 1), 0), reinterpret_tensor(buf89, (64, 64, 512), (32768, 1, 64), 0), reinterpret_tensor(buf83, (64, 64, 512), (32768, 1, 64), 0), reinterpret_tensor(buf84, (64, 512, 64), (32768, 1, 512), 0), reinterpret_tensor(buf81, (1024, 1024), (1024, 1), 0), reinterpret_tensor(buf77, (1024, 1024), (1024, 1), 0), reinterpret_tensor(buf74, (1024, 1024), (1024, 1), 0), reinterpret_tensor(buf64, (1024, 2816), (2816, 1), 0), reinterpret_tensor(buf62, (2816, 1024), (1024, 1), 0), reinterpret_tensor(buf60, (2816, 1024), (1024, 1), 0), reinterpret_tensor(buf52, (1024, 1024), (1024, 1), 0), reinterpret_tensor(buf50, (64, 64, 512), (32768, 1, 64), 0), reinterpret_tensor(buf44, (64, 64, 512), (32768, 1, 64), 0), reinterpret_tensor(buf45, (64, 512, 64), (32768, 1, 512), 0), reinterpret_tensor(buf42, (1024, 1024), (1024, 1), 0), reinterpret_tensor(buf40, (1024, 1024), (1024, 1), 0), reinterpret_tensor(buf38, (1024, 1024), (1024, 1), 0), )

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
