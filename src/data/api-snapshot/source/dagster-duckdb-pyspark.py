# Fields inherited from DuckDBIOManager (dagster_duckdb/io_manager.py @id770670390); this class adds none.
# file: python_modules/libraries/dagster-duckdb-pyspark/dagster_duckdb_pyspark/duckdb_pyspark_type_handler.py @id666611648
class DuckDBPySparkIOManager:
    database: str
    connection_config: dict[str, Any] = {}
    schema: Optional[str] = None

class DuckDBPySparkTypeHandler: ...

# missing: duckdb_pyspark_io_manager (constant IOManagerDefinition = build_duckdb_io_manager([DuckDBPySparkTypeHandler()], default_load_type=...); no signature to transcribe)
