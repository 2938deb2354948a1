# Fields inherited from BigQueryIOManager (dagster_gcp/bigquery/io_manager.py @id316091554, as transcribed in dagster-gcp.py); this class adds none.
# file: python_modules/libraries/dagster-gcp-pandas/dagster_gcp_pandas/bigquery/bigquery_pandas_type_handler.py @4b9561776d90470215855aca91c6af0b5657d81a
class BigQueryPandasIOManager:
    project: str
    dataset: Optional[str] = None
    location: Optional[str] = None
    gcp_credentials: Optional[str] = None
    temporary_gcs_bucket: Optional[str] = None
    timeout: Optional[float] = None

class BigQueryPandasTypeHandler: ...

# missing: bigquery_pandas_io_manager (constant IOManagerDefinition = build_bigquery_io_manager([BigQueryPandasTypeHandler()], default_load_type=pd.DataFrame); no signature to transcribe)
