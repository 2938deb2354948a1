# file: python_modules/libraries/dagster-fivetran/dagster_fivetran/resources.py @id398959388
DEFAULT_POLL_INTERVAL = 10
class FivetranResource:
    api_key: str
    api_secret: str
    disable_schedule_on_trigger: bool = True
    request_max_retries: int = 3
    request_retry_delay: float = 0.25

class FivetranWorkspace:
    account_id: str
    api_key: str
    api_secret: str
    request_max_retries: int = 3
    request_retry_delay: float = 0.25
    disable_schedule_on_trigger: bool = True
    def load_asset_specs(self, dagster_fivetran_translator=None, connector_selector_fn=None): ...
    def sync_and_poll(self, context): ...

def load_fivetran_asset_specs(workspace, dagster_fivetran_translator=None, connector_selector_fn=None): ...

# missing: fivetran_resource (a ResourceDefinition constant, no signature in our data; its @resource function was not reached in the copy read)

# file: python_modules/libraries/dagster-fivetran/dagster_fivetran/asset_decorator.py @3c0c7e94dc33ac50ac8516cf428d076a60c39554
def fivetran_assets(*, connector_id, workspace, name=None, group_name=None, dagster_fivetran_translator=None, connector_selector_fn=None): ...

# file: python_modules/libraries/dagster-fivetran/dagster_fivetran/asset_defs.py @id183291872
DEFAULT_POLL_INTERVAL = 10
def build_fivetran_assets(connector_id, destination_tables, poll_interval=DEFAULT_POLL_INTERVAL, poll_timeout=None, io_manager_key=None, asset_key_prefix=None, metadata_by_table_name=None, group_name=None, infer_missing_tables=False, op_tags=None, fetch_column_metadata=True): ...

def load_assets_from_fivetran_instance(fivetran, key_prefix=None, connector_to_group_fn=None, io_manager_key=None, connector_to_io_manager_key_fn=None, connector_filter=None, connector_to_asset_key_fn=None, destination_ids=None, poll_interval=DEFAULT_POLL_INTERVAL, poll_timeout=None, fetch_column_metadata=True, translator=None): ...

def build_fivetran_assets_definitions(*, workspace, dagster_fivetran_translator=None, connector_selector_fn=None): ...

# file: python_modules/libraries/dagster-fivetran/dagster_fivetran/translator.py @id997694538
class DagsterFivetranTranslator:
    def get_asset_spec(self, props): ...

# missing: ConnectorSelectorFn (a type alias constant, no signature; its definition line in translator.py was not in the excerpt read)

# file: python_modules/libraries/dagster-fivetran/dagster_fivetran/fivetran_event_iterator.py @09d1fe15f6c89e9e3379030f7dd7f1577c64d489
class FivetranEventIterator:
    def __init__(self, events, fivetran_workspace, context): ...
    def fetch_column_metadata(self): ...

# missing: fivetran_sync_op (an OpDefinition constant, no signature in our data; ops.py not read)
