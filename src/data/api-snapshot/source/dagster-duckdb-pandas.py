# Fields inherited from DuckDBIOManager (dagster_duckdb/io_manager.py @id770670390); this class adds none.
# file: python_modules/libraries/dagster-duckdb-pandas/dagster_duckdb_pandas/duckdb_pandas_type_handler.py @id565633832
class DuckDBPandasIOManager:
    database: str
    connection_config: dict[str, Any] = {}
    schema: Optional[str] = None

class DuckDBPandasTypeHandler: ...

# missing: duckdb_pandas_io_manager (constant IOManagerDefinition = build_duckdb_io_manager([DuckDBPandasTypeHandler()], default_load_type=...); no signature to transcribe)
