"""A torch.compile backend that writes every graph it is given as fx-json.

    torch.compile(model, backend=graphopt_fx.capture("graphs/"))

With aten=True (the default) the graphs go through AOTAutograd first, so
they are aten-level forward and backward graphs like make_fx's; with
aten=False the Dynamo graphs are written as they come. The compiled model
runs the graphs unchanged.
"""
import itertools
import os

from .to_json import export

_counter = itertools.count()


def capture(directory, aten=True):
    os.makedirs(directory, exist_ok=True)

    def dump(kind):
        def compiler(gm, example_inputs):
            path = os.path.join(directory, f"graph_{next(_counter):03d}_{kind}.json")
            export(gm, path)
            return gm.forward if hasattr(gm, "forward") else gm

        return compiler

    def backend(gm, example_inputs):
        if not aten:
            return dump("dynamo")(gm, example_inputs)
        from torch._functorch.aot_autograd import aot_module_simplified

        return aot_module_simplified(gm, example_inputs, fw_compiler=dump("fw"), bw_compiler=dump("bw"))

    return backend
