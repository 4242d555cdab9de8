"""What the farm's tests share: the gamedsl program, the benchmark data, one local Ray cluster."""

import os
import pathlib

import pytest

REPO = pathlib.Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def gamedsl():
    """The program under test: $GAMEDSL, else the workspace's release build."""
    path = os.environ.get("GAMEDSL") or str(REPO / "target" / "release" / "gamedsl")
    if not os.access(path, os.X_OK):
        pytest.fail(f"gamedsl not found at {path}: `cargo build --release` or set GAMEDSL")
    return os.path.abspath(path)  # As the farm names it in the processes it starts.


@pytest.fixture(scope="session")
def data_dir():
    """The benchmark data: $GAME_DSL_DATA, else ../shared/data beside the workspace; the tests
    that need it are skipped when it is absent (failed when GAME_DSL_REQUIRE_DATA is set)."""
    path = pathlib.Path(os.environ.get("GAME_DSL_DATA") or REPO.parent / "shared" / "data")
    if not path.is_dir():
        if os.environ.get("GAME_DSL_REQUIRE_DATA"):
            pytest.fail(f"benchmark data not found at {path} (set GAME_DSL_DATA)")
        pytest.skip(f"benchmark data not found at {path} (set GAME_DSL_DATA)")
    return path


@pytest.fixture(scope="session")
def cluster():
    """A local Ray cluster of two CPUs for the whole session."""
    import ray

    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    yield ray
    ray.shutdown()
