# file: python_modules/libraries/dagster-airbyte/dagster_airbyte/resources.py @id3596581
DEFAULT_POLL_INTERVAL_SECONDS = 10
class AirbyteResource:
    request_max_retries: int = 3
    request_retry_delay: float = 0.25
    request_timeout: int = 15
    cancel_sync_on_run_termination: bool = True
    poll_interval: float = DEFAULT_POLL_INTERVAL_SECONDS
    host: str
    port: str
    username: Optional[str] = None
    password: Optional[str] = None
    use_https: bool = False
    forward_logs: bool = True
    request_additional_params: Mapping[str, Any] = dict()

class AirbyteCloudWorkspace:
    workspace_id: str
    client_id: str
    client_secret: str
    request_max_retries: int = 3
    request_retry_delay: float = 0.25
    request_timeout: int = 15
    def load_asset_specs(self, dagster_airbyte_translator=None): ...
    def sync_and_poll(self, context): ...

def load_airbyte_cloud_asset_specs(workspace, dagster_airbyte_translator=None): ...

# file: python_modules/libraries/dagster-airbyte/dagster_airbyte/asset_decorator.py @id369797090
def airbyte_assets(*, connection_id, workspace, name=None, group_name=None, dagster_airbyte_translator=None): ...

# file: python_modules/libraries/dagster-airbyte/dagster_airbyte/asset_defs.py @3c0c7e94dc33ac50ac8516cf428d076a60c39554
def build_airbyte_assets(connection_id, destination_tables, destination_database=None, destination_schema=None, asset_key_prefix=None, group_name=None, normalization_tables=None, deps=None, upstream_assets=None, schema_by_table_name=None, freshness_policy=None, stream_to_asset_map=None, auto_materialize_policy=None): ...

def load_assets_from_airbyte_instance(airbyte, workspace_id=None, key_prefix=None, create_assets_for_normalization_tables=True, connection_to_group_fn=clean_name, connection_meta_to_group_fn=None, io_manager_key=None, connection_to_io_manager_key_fn=None, connection_filter=None, connection_to_asset_key_fn=None, connection_to_freshness_policy_fn=None, connection_to_auto_materialize_policy_fn=None): ...

def build_airbyte_assets_definitions(*, workspace, dagster_airbyte_translator=None): ...

# file: python_modules/libraries/dagster-airbyte/dagster_airbyte/translator.py @id598257134
class DagsterAirbyteTranslator:
    def get_asset_spec(self, props): ...

# missing: airbyte_sync_op (an OpDefinition constant, no signature in our data; ops.py not read)
