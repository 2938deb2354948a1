# file: python_modules/libraries/dagster-wandb/dagster_wandb/resources.py @0cfb549c31de956ef060ad2ed936d3e65d075657
# missing: wandb_resource (decorated resource; no call signature)

# file: python_modules/libraries/dagster-wandb/dagster_wandb/io_manager.py @id191428053
# missing: wandb_artifacts_io_manager (decorated io_manager; no call signature)

# file: python_modules/libraries/dagster-wandb/dagster_wandb/launch/ops.py @2081e3eea9937f34bc29d76efc304a3d9c65f4e4
# missing: run_launch_agent (decorated op; no call signature)
# missing: run_launch_job (decorated op; no call signature)

# file: python_modules/libraries/dagster-wandb/dagster_wandb/types.py @2f559ac5cd0a98e298b7e5070311f62e586b6d79
class SerializationModule:
    name: str
    parameters: Dict[str, Any]

class WandbArtifactConfiguration:
    name: str
    type: str
    description: str
    aliases: List[str]
    add_dirs: List[Dict[str, Any]]
    add_files: List[Dict[str, Any]]
    add_references: List[Dict[str, Any]]
    serialization_module: SerializationModule

# file: python_modules/libraries/dagster-wandb/dagster_wandb/utils/errors.py @a07d616f8ac33bf62c92e48cc36f9b58d829d12f
class WandbArtifactsIOManagerError:
    def __init__(self, message="A W&B Artifacts IO Manager error occurred."): ...
