# file: python_modules/libraries/dagster-airlift/dagster_airlift/core/airflow_instance.py @id352677650
DEFAULT_BATCH_TASK_RETRIEVAL_LIMIT = 100
DEFAULT_BATCH_DAG_RUNS_LIMIT = 100
DEFAULT_DAG_LIST_LIMIT = 100
class AirflowAuthBackend:
    pass

class AirflowInstance:
    def __init__(self, auth_backend, name, batch_task_instance_limit=DEFAULT_BATCH_TASK_RETRIEVAL_LIMIT, batch_dag_runs_limit=DEFAULT_BATCH_DAG_RUNS_LIMIT, dag_list_limit=DEFAULT_DAG_LIST_LIMIT): ...
    def trigger_dag(self, dag_id, logical_date=None): ...
    def wait_for_run_completion(self, dag_id, run_id, timeout=30): ...
    def get_run_state(self, dag_id, run_id): ...

# file: python_modules/libraries/dagster-airlift/dagster_airlift/core/load_defs.py @id1443270997
DEFAULT_AIRFLOW_SENSOR_INTERVAL_SECONDS = 30
def build_defs_from_airflow_instance(*, airflow_instance, defs=None, sensor_minimum_interval_seconds=DEFAULT_AIRFLOW_SENSOR_INTERVAL_SECONDS, event_transformer_fn=default_event_transformer, dag_selector_fn=None, source_code_retrieval_enabled=None, default_sensor_status=None, retrieval_filter=None): ...

def load_airflow_dag_asset_specs(airflow_instance, mapped_assets=None, dag_selector_fn=None, source_code_retrieval_enabled=None, retrieval_filter=None): ...

# file: python_modules/libraries/dagster-airlift/dagster_airlift/in_airflow/proxying_fn.py @1ee9d7081413c0c2ac8003adc1f27e73343b4801
def proxying_to_dagster(*, global_vars, proxied_state, logger=None, build_from_task_fn=DefaultProxyTaskToDagsterOperator.build_from_task, build_from_dag_fn=DefaultProxyDAGToDagsterOperator.build_from_dag): ...

# file: python_modules/libraries/dagster-airlift/dagster_airlift/core/sensor/sensor_builder.py @id54201881299
DEFAULT_AIRFLOW_SENSOR_INTERVAL_SECONDS = 30

# file: python_modules/libraries/dagster-airlift/dagster_airlift/core/basic_auth.py @755e66ab358fd8bf90830b306f5e9891b6eb737b
class AirflowBasicAuthBackend:
    def __init__(self, webserver_url, username, password): ...

# file: python_modules/libraries/dagster-airlift/dagster_airlift/core/top_level_dag_def_api.py @0f2d9d8ee1755dff289e167e49167d87f4977a9f
def assets_with_task_mappings(dag_id, task_mappings): ...

def assets_with_dag_mappings(dag_mappings): ...

# file: python_modules/libraries/dagster-airlift/dagster_airlift/core/multiple_tasks.py @2f14bfd4213260e63a1c273f49852f254263ef88
class TaskHandleDict:
    dag_id: str
    task_id: str

def assets_with_multiple_task_mappings(assets, task_handles): ...

# file: python_modules/libraries/dagster-airlift/dagster_airlift/core/serialization/serialized_data.py @id11772160501
class DagInfo:
    webserver_url: str
    dag_id: str
    metadata: Dict[str, Any]

# file: python_modules/libraries/dagster-airlift/dagster_airlift/core/airflow_defs_data.py @11bbd6815ba42152097c51cc3e7077216dbf67e5
class AirflowDefinitionsData:
    airflow_instance: AirflowInstance
    resolved_repository: RepositoryDefinition
    @property
    def instance_name(self): ...
    def task_ids_in_dag(self, dag_id): ...
    def asset_keys_in_task(self, dag_id, task_id): ...

# missing: DagSelectorFn (a type-alias constant in core/serialization/compute.py, no signature; not read)
# missing: DagsterEventTransformerFn (a type-alias constant in core/sensor/event_translation.py, no signature; not read)

# file: python_modules/libraries/dagster-airlift/dagster_airlift/mwaa/auth.py @2aaf856508c4cfc0bfe62400803da5de45a11c9d
class MwaaSessionAuthBackend:
    def __init__(self, mwaa_client, env_name): ...

# file: python_modules/libraries/dagster-airlift/dagster_airlift/in_airflow/base_asset_operator.py @45314ce6467fcb9c38b7b023c4002d2b4916dcac
DEFAULT_DAGSTER_RUN_STATUS_POLL_INTERVAL = 1
class BaseDagsterAssetsOperator:
    def __init__(self, dagster_run_status_poll_interval=DEFAULT_DAGSTER_RUN_STATUS_POLL_INTERVAL, **kwargs): ...

# file: python_modules/libraries/dagster-airlift/dagster_airlift/in_airflow/task_proxy_operator.py @0f2d9d8ee1755dff289e167e49167d87f4977a9f
DEFAULT_DAGSTER_RUN_STATUS_POLL_INTERVAL = 1
class BaseProxyTaskToDagsterOperator:
    def __init__(self, dagster_run_status_poll_interval=DEFAULT_DAGSTER_RUN_STATUS_POLL_INTERVAL, **kwargs): ...

class DefaultProxyTaskToDagsterOperator:
    def __init__(self, dagster_run_status_poll_interval=DEFAULT_DAGSTER_RUN_STATUS_POLL_INTERVAL, **kwargs): ...

# file: python_modules/libraries/dagster-airlift/dagster_airlift/in_airflow/dag_proxy_operator.py @050d488ebffcedfcfa4aa119330359b9cd0771be
DEFAULT_DAGSTER_RUN_STATUS_POLL_INTERVAL = 1
class BaseProxyDAGToDagsterOperator:
    def __init__(self, dagster_run_status_poll_interval=DEFAULT_DAGSTER_RUN_STATUS_POLL_INTERVAL, **kwargs): ...

class DefaultProxyDAGToDagsterOperator:
    def __init__(self, dagster_run_status_poll_interval=DEFAULT_DAGSTER_RUN_STATUS_POLL_INTERVAL, **kwargs): ...

# file: python_modules/libraries/dagster-airlift/dagster_airlift/in_airflow/proxied_state.py @75db01263b9250e29409d75c8f2c6a1f6ad8376c
class TaskProxiedState:
    def __new__(cls, task_id, proxied): ...

class DagProxiedState:
    def __new__(cls, proxied, tasks): ...

class AirflowProxiedState:
    def __new__(cls, dags): ...

def load_proxied_state_from_yaml(proxied_yaml_path): ...

# file: python_modules/libraries/dagster-airlift/dagster_airlift/core/filter.py @0f88c3df1787122778840a5d5256899a098c2928
# 1.10.15: this copy also has retrieve_datasets=True, dataset_uri_ilike=None (Airflow datasets), which 1.10.15's changelog does not mention; left out
class AirflowFilter:
    dag_id_ilike: Optional[str] = None
    airflow_tags: Optional[Sequence[str]] = None
