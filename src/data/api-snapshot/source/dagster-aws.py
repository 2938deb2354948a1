# file: python_modules/libraries/dagster-aws/dagster_aws/s3/resources.py @id1144889133
class S3Resource:
    use_unsigned_session: bool = False
    region_name: Optional[str] = None
    endpoint_url: Optional[str] = None
    max_attempts: int = 5
    profile_name: Optional[str] = None
    use_ssl: bool = True
    verify: Optional[str] = None
    aws_access_key_id: Optional[str] = None
    aws_secret_access_key: Optional[str] = None
    aws_session_token: str = None
    def get_client(self): ...

class S3FileManagerResource:
    use_unsigned_session: bool = False
    region_name: Optional[str] = None
    endpoint_url: Optional[str] = None
    max_attempts: int = 5
    profile_name: Optional[str] = None
    use_ssl: bool = True
    verify: Optional[str] = None
    aws_access_key_id: Optional[str] = None
    aws_secret_access_key: Optional[str] = None
    aws_session_token: str = None
    s3_bucket: str
    s3_prefix: str = "dagster"
    def get_client(self): ...

# missing: s3_resource (constant ResourceDefinition made by @resource on def s3_resource(context) in s3/resources.py @id1144889133; no signature to transcribe)
# missing: s3_file_manager (constant ResourceDefinition made by @resource on def s3_file_manager(context) in s3/resources.py @id1144889133; no signature to transcribe)

# file: python_modules/libraries/dagster-aws/dagster_aws/s3/io_manager.py @id266991395
class S3PickleIOManager:
    s3_resource: ResourceDependency[S3Resource]
    s3_bucket: str
    s3_prefix: str = "dagster"

class ConfigurablePickledObjectS3IOManager:
    s3_resource: ResourceDependency[S3Resource]
    s3_bucket: str
    s3_prefix: str = "dagster"

# missing: s3_pickle_io_manager (constant IOManagerDefinition made by @io_manager on def s3_pickle_io_manager(init_context) in s3/io_manager.py @id266991395; no signature to transcribe)

# file: python_modules/libraries/dagster-aws/dagster_aws/pipes/clients/lambda_.py @id678568231
class PipesLambdaClient:
    def __init__(self, client=None, context_injector=None, message_reader=None): ...
    def run(self, *, function_name, event, context): ...

# file: python_modules/libraries/dagster-aws/dagster_aws/pipes/clients/ecs.py @id27127646
class PipesECSClient:
    def __init__(self, client=None, context_injector=None, message_reader=None, forward_termination=True): ...
    def run(self, *, context, run_task_params, extras=None, pipes_container_name=None, waiter_config=None): ...

# file: python_modules/libraries/dagster-aws/dagster_aws/pipes/clients/emr.py @id774193199
class PipesEMRClient:
    def __init__(self, message_reader, client=None, context_injector=None, forward_termination=True, wait_for_s3_logs_seconds=10, s3_application_logs_prefix="containers"): ...
    def run(self, *, context, run_job_flow_params, extras=None): ...

# file: python_modules/libraries/dagster-aws/dagster_aws/pipes/clients/glue.py @id917815199
class PipesGlueClient:
    def __init__(self, context_injector, message_reader=None, client=None, forward_termination=True): ...
    def run(self, *, context, start_job_run_params, extras=None): ...

# file: python_modules/libraries/dagster-aws/dagster_aws/pipes/context_injectors.py @id89391818
class PipesS3ContextInjector:
    def __init__(self, *, bucket, client): ...

class PipesLambdaEventContextInjector:
    def __init__(self): ...

# file: python_modules/libraries/dagster-aws/dagster_aws/pipes/message_readers.py @id746120127
DEFAULT_CLOUDWATCH_LOGS_MAX_RETRIES = 10
class PipesS3MessageReader:
    def __init__(self, *, interval=10, bucket, client, log_readers=None, include_stdio_in_messages=False): ...

class PipesCloudWatchMessageReader:
    def __init__(self, client=None, log_group=None, log_stream=None, log_readers=None, max_retries=DEFAULT_CLOUDWATCH_LOGS_MAX_RETRIES): ...

# file: python_modules/libraries/dagster-aws/dagster_aws/pipes/clients/emr_containers.py @id69178284
class PipesEMRContainersClient:
    def __init__(self, client=None, context_injector=None, message_reader=None, forward_termination=True, pipes_params_bootstrap_method="env", waiter_config=None): ...
    def run(self, *, context, start_job_run_params, extras=None): ...

# file: python_modules/libraries/dagster-aws/dagster_aws/pipes/clients/emr_serverless.py @id592006329
class PipesEMRServerlessClient:
    def __init__(self, client=None, context_injector=None, message_reader=None, forward_termination=True, poll_interval=5.0): ...
    def run(self, *, context, start_job_run_params, extras=None): ...

# file: python_modules/libraries/dagster-aws/dagster_aws/secretsmanager/resources.py @id315041967
# (the base-class fields region_name ... aws_session_token below are from ResourceWithBoto3Configuration in python_modules/libraries/dagster-aws/dagster_aws/utils/__init__.py @id124937453)
class SecretsManagerResource:
    region_name: Optional[str] = None
    max_attempts: int = 5
    profile_name: Optional[str] = None
    use_ssl: bool = True
    endpoint_url: Optional[str] = None
    verify: Optional[bool] = True
    aws_access_key_id: Optional[str] = None
    aws_secret_access_key: Optional[str] = None
    aws_session_token: Optional[str] = None
    def get_client(self): ...

class SecretsManagerSecretsResource:
    region_name: Optional[str] = None
    max_attempts: int = 5
    profile_name: Optional[str] = None
    use_ssl: bool = True
    endpoint_url: Optional[str] = None
    verify: Optional[bool] = True
    aws_access_key_id: Optional[str] = None
    aws_secret_access_key: Optional[str] = None
    aws_session_token: Optional[str] = None
    secrets: list[str] = []
    secrets_tag: Optional[str] = None
    def fetch_secrets(self, secrets=None, secrets_tag=None): ...
    def secrets_in_environment(self, secrets=None, secrets_tag=None): ...

# missing: secretsmanager_resource (constant ResourceDefinition made by @resource on def secretsmanager_resource(context) in secretsmanager/resources.py @id315041967; no signature to transcribe)
# missing: secretsmanager_secrets_resource (constant ResourceDefinition made by @resource(config_schema=LEGACY_SECRETSMANAGER_SECRETS_SCHEMA) on def secretsmanager_secrets_resource(context) in secretsmanager/resources.py @id315041967; no signature to transcribe)

# file: python_modules/libraries/dagster-aws/dagster_aws/ssm/resources.py @id50508495
# (the base-class fields region_name ... aws_session_token below are from ResourceWithBoto3Configuration in python_modules/libraries/dagster-aws/dagster_aws/utils/__init__.py @id124937453)
class SSMResource:
    region_name: Optional[str] = None
    max_attempts: int = 5
    profile_name: Optional[str] = None
    use_ssl: bool = True
    endpoint_url: Optional[str] = None
    verify: Optional[bool] = True
    aws_access_key_id: Optional[str] = None
    aws_secret_access_key: Optional[str] = None
    aws_session_token: Optional[str] = None
    def get_client(self): ...

class ParameterStoreTag:
    key: str
    values: Optional[List[str]] = None

class ParameterStoreResource:
    region_name: Optional[str] = None
    max_attempts: int = 5
    profile_name: Optional[str] = None
    use_ssl: bool = True
    endpoint_url: Optional[str] = None
    verify: Optional[bool] = True
    aws_access_key_id: Optional[str] = None
    aws_secret_access_key: Optional[str] = None
    aws_session_token: Optional[str] = None
    parameters: List[str] = []
    parameter_tags: List[ParameterStoreTag] = []
    parameter_paths: List[str] = []
    with_decryption: bool = False
    def fetch_parameters(self, parameters=None, parameter_tags=None, parameter_paths=None): ...
    def parameters_in_environment(self, parameters=None, parameter_tags=None, parameter_paths=None): ...

# file: python_modules/libraries/dagster-aws/dagster_aws/redshift/resources.py @id462116061
class RedshiftClientResource:
    host: str
    port: int = 5439
    user: Optional[str] = None
    password: Optional[str] = None
    database: Optional[str] = None
    autocommit: Optional[bool] = None
    connect_timeout: int = 5
    sslmode: str = "require"
    def get_client(self): ...

class FakeRedshiftClientResource:
    host: str
    port: int = 5439
    user: Optional[str] = None
    password: Optional[str] = None
    database: Optional[str] = None
    autocommit: Optional[bool] = None
    connect_timeout: int = 5
    sslmode: str = "require"

# missing: redshift_resource (constant ResourceDefinition made by @resource on def redshift_resource(context) in redshift/resources.py @id462116061; no signature to transcribe)
# missing: fake_redshift_resource (constant ResourceDefinition made by @resource on def fake_redshift_resource(context) in redshift/resources.py @id462116061; no signature to transcribe)

# file: python_modules/libraries/dagster-aws/dagster_aws/ecs/launcher.py @id253578609
class EcsRunLauncher:
    def __init__(self, inst_data=None, task_definition=None, container_name="run", secrets=None, secrets_tag="dagster", env_vars=None, include_sidecars=False, use_current_ecs_task_config=True, run_task_kwargs=None, run_resources=None, run_ecs_tags=None): ...

# missing: S3ComputeLogManager (not reached: dagster_aws/s3/compute_log_manager.py)
# missing: S3Coordinate (not reached: constant DagsterType in dagster_aws/s3/types.py; no signature to transcribe)
# missing: S3FileHandle (not reached: dagster_aws/s3/file_manager.py; members s3_bucket, s3_key, s3_path, path_desc likewise)
# missing: ecs_executor (not reached: constant ExecutorDefinition in dagster_aws/ecs/executor.py; no signature to transcribe)
# missing: RDSResource (not reached: dagster_aws/rds/resources.py; members get_rds_client, get_data_client likewise)
# missing: emr_pyspark_step_launcher (not reached: constant ResourceDefinition in dagster_aws/emr/pyspark_step_launcher.py; no signature to transcribe)
# missing: EmrJobRunner (not reached: dagster_aws/emr/emr.py)
# missing: EmrError (not reached: dagster_aws/emr/emr.py)
# missing: EmrClusterState (not reached: enum in dagster_aws/emr/types.py)
# missing: EmrStepState (not reached: enum in dagster_aws/emr/types.py)
# missing: cloudwatch_logger (not reached: constant LoggerDefinition in dagster_aws/cloudwatch/loggers.py; no signature to transcribe)
