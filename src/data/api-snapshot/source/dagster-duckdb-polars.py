# Fields inherited from DuckDBIOManager (dagster_duckdb/io_manager.py @id770670390); this class adds none.
# file: python_modules/libraries/dagster-duckdb-polars/dagster_duckdb_polars/duckdb_polars_type_handler.py @id315885255
class DuckDBPolarsIOManager:
    database: str
    connection_config: dict[str, Any] = {}
    schema: Optional[str] = None

class DuckDBPolarsTypeHandler: ...

# missing: duckdb_polars_io_manager (constant IOManagerDefinition = build_duckdb_io_manager([DuckDBPolarsTypeHandler()], default_load_type=...); no signature to transcribe)
