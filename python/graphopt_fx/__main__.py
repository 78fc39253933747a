"""python -m graphopt_fx: what the package offers."""
print(__import__("graphopt_fx").__doc__)
