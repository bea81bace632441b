"""Build time only: what ``pip install .`` runs to copy the packages (named in
``[tool.setuptools.cmdclass]``, pyproject.toml); nothing imports it at run time.

``pip install .`` builds in the checkout, and setuptools copies each package
into ``build/lib`` without ever removing what an earlier build left there.
A module or fixture since renamed or deleted would ship beside its
successor: a catalogue module found twice registers its properties twice,
and the installed suite no longer starts. Each build therefore starts from
an empty copy of the packages.
"""
from __future__ import annotations

import shutil
from pathlib import Path

from setuptools.command.build_py import build_py


class FreshBuildPy(build_py):
    """``build_py`` that first removes the previous build's copy of the packages."""

    def run(self) -> None:
        for top in sorted({name.split(".")[0] for name in self.packages or ()}):
            shutil.rmtree(Path(self.build_lib) / top, ignore_errors=True)
        super().run()
