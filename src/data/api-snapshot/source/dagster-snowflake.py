# file: python_modules/libraries/dagster-snowflake/dagster_snowflake/resources.py @id160467708
# 1.10.15: this copy predates 1.10.15 (typing.Dict/List imports); it lacks the field additional_snowflake_connection_args (after authenticator) that 1.10 has (no newer copy found in the store)
class SnowflakeResource:
    account: Optional[str] = None
    user: str
    password: Optional[str] = None
    database: Optional[str] = None
    # The field is schema_ with alias "schema": callers pass schema=.
    schema: Optional[str] = None
    role: Optional[str] = None
    warehouse: Optional[str] = None
    private_key: Optional[str] = None
    private_key_password: Optional[str] = None
    private_key_path: Optional[str] = None
    autocommit: Optional[bool] = None
    client_prefetch_threads: Optional[int] = None
    client_session_keep_alive: Optional[bool] = None
    login_timeout: Optional[int] = None
    network_timeout: Optional[int] = None
    ocsp_response_cache_filename: Optional[str] = None
    validate_default_parameters: Optional[bool] = None
    paramstyle: Optional[str] = None
    timezone: Optional[str] = None
    connector: Optional[str] = None
    cache_column_metadata: Optional[str] = None
    numpy: Optional[bool] = None
    authenticator: Optional[str] = None
    def get_connection(self, raw_conn=True): ...

class SnowflakeConnection:
    def __init__(self, config, log, snowflake_connection_resource): ...
    def get_connection(self, raw_conn=True): ...
    def execute_query(self, sql, parameters=None, fetch_results=False, use_pandas_result=False): ...
    def execute_queries(self, sql_queries, parameters=None, fetch_results=False, use_pandas_result=False): ...
    def load_table_from_local_parquet(self, src, table): ...

# missing: snowflake_resource (constant ResourceDefinition made by @resource on def snowflake_resource(context) in resources.py @id160467708; no signature to transcribe)

# 1.10.15: this copy predates 1.10.15 and lacks the trailing keyword ignore_missing_tables=False that 1.10 has (no newer copy found in the store)
def fetch_last_updated_timestamps(*, snowflake_connection, schema, tables, database=None): ...

# file: python_modules/libraries/dagster-snowflake/dagster_snowflake/snowflake_io_manager.py @id337977003
def build_snowflake_io_manager(type_handlers, default_load_type=None): ...

# 1.10.15: this copy predates 1.10.15 (typing.Sequence/Type imports); it lacks the field additional_snowflake_connection_args (after authenticator) that 1.10 has (no newer copy found in the store)
class SnowflakeIOManager:
    database: str
    account: str
    user: str
    # The field is schema_ with alias "schema": callers pass schema=.
    schema: Optional[str] = None
    password: Optional[str] = None
    warehouse: Optional[str] = None
    role: Optional[str] = None
    private_key: Optional[str] = None
    private_key_path: Optional[str] = None
    private_key_password: Optional[str] = None
    store_timestamps_as_strings: bool = False
    authenticator: Optional[str] = None

# missing: snowflake_op_for_query (not reached: dagster_snowflake/ops.py)
