# file: python_modules/libraries/dagster-docker/dagster_docker/pipes.py @1a130f73b2ce911fdb997f28e3ec09cc0dc42edc
class PipesDockerLogsMessageReader:
    def __init__(self): ...

class PipesDockerClient:
    def __init__(self, env=None, registry=None, context_injector=None, message_reader=None): ...
    # missing: PipesDockerClient.run (the only stored copy, pipes.py @1a130f7, is pre-1.10 (@experimental, PipesDockerClient = ResourceParam[_PipesDockerClient]) with run(self, *, context, image, command, env=None, registry=None, container_kwargs=None, extras=None): command required and extras last; find_string found no newer copy; not transcribed)

# missing: docker_executor (constant ExecutorDefinition made by @executor in docker_executor.py; not read, no signature to transcribe)

# file: python_modules/libraries/dagster-docker/dagster_docker/docker_run_launcher.py @6fe448ca6c9e30e2aa8b84f125df6c585728b8a5
class DockerRunLauncher:
    def __init__(self, inst_data=None, image=None, registry=None, env_vars=None, network=None, networks=None, container_kwargs=None): ...

# file: python_modules/libraries/dagster-docker/dagster_docker/ops/docker_container_op.py @0f2d9d8ee1755dff289e167e49167d87f4977a9f
def execute_docker_container(context, image, entrypoint=None, command=None, networks=None, registry=None, env_vars=None, container_kwargs=None): ...

# missing: docker_container_op (constant OpDefinition made by @op(ins={"start_after": In(Nothing)}, config_schema=DOCKER_CONTAINER_OP_CONFIG) on def docker_container_op(context) in ops/docker_container_op.py @0f2d9d8; no signature to transcribe)
