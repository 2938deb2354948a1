# file: python_modules/libraries/dagster-polars/dagster_polars/io_managers/base.py @id5920842267
class BasePolarsUPathIOManager:
    base_dir: Optional[str] = None
    # The field is cloud_storage_options with alias "storage_options": callers pass storage_options=.
    storage_options: Optional[Mapping[str, Any]] = None

# file: python_modules/libraries/dagster-polars/dagster_polars/io_managers/parquet.py @f39f1376ba87864edaff9a2cc6e598699e5fa5ae
# (the base-class fields base_dir, storage_options below are from BasePolarsUPathIOManager in python_modules/libraries/dagster-polars/dagster_polars/io_managers/base.py @id5920842267)
class PolarsParquetIOManager:
    base_dir: Optional[str] = None
    # The field is cloud_storage_options with alias "storage_options": callers pass storage_options=.
    storage_options: Optional[Mapping[str, Any]] = None
    extension: str = ".parquet"

# file: python_modules/libraries/dagster-polars/dagster_polars/io_managers/delta.py @4ec718f0c440262e5b6016f0ca9b0f506d7b0efb
# (the base-class fields base_dir, storage_options below are from BasePolarsUPathIOManager in python_modules/libraries/dagster-polars/dagster_polars/io_managers/base.py @id5920842267)
class PolarsDeltaIOManager:
    base_dir: Optional[str] = None
    # The field is cloud_storage_options with alias "storage_options": callers pass storage_options=.
    storage_options: Optional[Mapping[str, Any]] = None
    extension: str = ".delta"
    mode: DeltaWriteMode = DeltaWriteMode.overwrite.value
    overwrite_schema: bool = False
    version: Optional[int] = None

# Fields inherited from BigQueryIOManager (dagster_gcp/bigquery/io_manager.py @id316091554, as transcribed in dagster-gcp.py); this class adds none.
# file: python_modules/libraries/dagster-polars/dagster_polars/io_managers/bigquery.py @4ec718f0c440262e5b6016f0ca9b0f506d7b0efb
class PolarsBigQueryIOManager:
    project: str
    dataset: Optional[str] = None
    location: Optional[str] = None
    gcp_credentials: Optional[str] = None
    temporary_gcs_bucket: Optional[str] = None
    timeout: Optional[float] = None
