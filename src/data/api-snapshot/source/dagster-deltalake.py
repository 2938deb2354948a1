# file: python_modules/libraries/dagster-deltalake/dagster_deltalake/io_manager.py @032f35ef204827f5180d679e00e8743ffab2a694
class WriteMode:
    error = "error"
    append = "append"
    overwrite = "overwrite"
    ignore = "ignore"

class DeltaLakeIOManager:
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

# Fields inherited from DeltaLakeIOManager (dagster_deltalake/io_manager.py @032f35ef204827f5180d679e00e8743ffab2a694); this class adds none.
# file: python_modules/libraries/dagster-deltalake/dagster_deltalake/__init__.py @4ec718f0c440262e5b6016f0ca9b0f506d7b0efb
class DeltaLakePyarrowIOManager:
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

# file: python_modules/libraries/dagster-deltalake/dagster_deltalake/resource.py @130d6715aa3acfe30c5ba8de90e1d6b0a402a608
class DeltaTableResource:
    url: str
    storage_options: AzureConfig | S3Config | LocalConfig | GcsConfig
    client_options: ClientConfig | None = None
    version: int | None = None
    def load(self): ...

# file: python_modules/libraries/dagster-deltalake/dagster_deltalake/config.py @a6a12904aaf4ce86c8d682e1276a9fdc9fa2583e
class LocalConfig:
    provider: Literal["local"] = "local"

class S3Config:
    provider: Literal["s3"] = "s3"
    access_key_id: Optional[str] = None
    secret_access_key: Optional[str] = None
    region: Optional[str] = None
    bucket: Optional[str] = None
    endpoint: Optional[str] = None
    token: Optional[str] = None
    imdsv1_fallback: bool = False
    virtual_hosted_style_request: Optional[str] = None
    unsigned_payload: Optional[bool] = None
    checksum: Optional[str] = None
    metadata_endpoint: Optional[str] = None
    container_credentials_relative_uri: Optional[str] = None
    copy_if_not_exists: Optional[str] = None
    allow_unsafe_rename: Optional[bool] = None
