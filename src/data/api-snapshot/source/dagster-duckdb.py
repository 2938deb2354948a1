# file: python_modules/libraries/dagster-duckdb/dagster_duckdb/resource.py @id157097075
class DuckDBResource:
    database: str
    connection_config: dict[str, Any] = {}
    def get_connection(self): ...

# file: python_modules/libraries/dagster-duckdb/dagster_duckdb/io_manager.py @id770670390
class DuckDBIOManager:
    database: str
    connection_config: dict[str, Any] = {}
    schema: Optional[str] = None

def build_duckdb_io_manager(type_handlers, default_load_type=None): ...
