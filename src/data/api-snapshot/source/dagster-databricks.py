# file: python_modules/libraries/dagster-databricks/dagster_databricks/resources.py @id52831870591
# 1.10.15: the copy read is newer than 1.10.15 (uses `str | None`) and also defines __init__(self, credentials_strategy=None, **kwargs); not in the CHANGES.md digest (post-1.10.15), so the 1.10.15 constructor is transcribed as the fields
class DatabricksClientResource:
    host: str | None = None
    token: str | None = None
    oauth_credentials: OauthCredentials | None = None
    azure_credentials: AzureServicePrincipalCredentials | None = None
    workspace_id: str | None = None
    def get_client(self): ...

# missing: databricks_client (constant ResourceDefinition made by @resource on def databricks_client(init_context) in resources.py @id52831870591; no signature to transcribe)

# file: python_modules/libraries/dagster-databricks/dagster_databricks/pipes.py @id26307560
class PipesDatabricksClient:
    def __init__(self, client, env=None, context_injector=None, message_reader=None, poll_interval_seconds=5, forward_termination=True): ...
    def run(self, *, context, extras=None, task, submit_args=None): ...

class PipesDbfsContextInjector:
    def __init__(self, *, client): ...

class PipesDbfsMessageReader:
    def __init__(self, *, interval=10, client, include_stdio_in_messages=False, log_readers=None): ...

class PipesDbfsLogReader:
    def __init__(self, *, interval=10, remote_log_name, target_stream, client, debug_info=None): ...

# file: python_modules/libraries/dagster-databricks/dagster_databricks/ops.py @id14550539
DEFAULT_POLL_INTERVAL_SECONDS = 10
DEFAULT_MAX_WAIT_TIME_SECONDS = 86400
def create_databricks_run_now_op(databricks_job_id, databricks_job_configuration=None, poll_interval_seconds=DEFAULT_POLL_INTERVAL_SECONDS, max_wait_time_seconds=DEFAULT_MAX_WAIT_TIME_SECONDS, name=None, databricks_resource_key="databricks"): ...

def create_databricks_submit_run_op(databricks_job_configuration, poll_interval_seconds=DEFAULT_POLL_INTERVAL_SECONDS, max_wait_time_seconds=DEFAULT_MAX_WAIT_TIME_SECONDS, name=None, databricks_resource_key="databricks"): ...

# missing: DatabricksClient (not reached: dagster_databricks/databricks.py; find_string "class DatabricksClient:" returned only unrelated repositories; member workspace_client likewise)
# missing: DatabricksError (not reached: dagster_databricks/databricks.py)
# missing: databricks_pyspark_step_launcher (not reached: constant ResourceDefinition in dagster_databricks/databricks_pyspark_step_launcher.py; no signature to transcribe)
