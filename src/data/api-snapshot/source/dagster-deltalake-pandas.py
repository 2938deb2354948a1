# Fields inherited from DeltaLakeIOManager (dagster_deltalake/io_manager.py @032f35ef204827f5180d679e00e8743ffab2a694); this class adds none.
# file: python_modules/libraries/dagster-deltalake-pandas/dagster_deltalake_pandas/deltalake_pandas_type_handler.py @0f2d9d8ee1755dff289e167e49167d87f4977a9f
class DeltaLakePandasIOManager:
    root_uri: str
    mode: WriteMode = WriteMode.overwrite
    overwrite_schema: bool = False
    writer_engine: WriterEngine = WriterEngine.pyarrow
    storage_options: AzureConfig | S3Config | LocalConfig | GcsConfig
    client_options: ClientConfig | None = None
    table_config: dict[str, str] | None = None
    # The field is schema_ with alias "schema": callers pass schema=.
    schema: str | None = None
    custom_metadata: dict[str, str] | None = None
    writer_properties: dict[str, str] | None = None

class DeltaLakePandasTypeHandler: ...
