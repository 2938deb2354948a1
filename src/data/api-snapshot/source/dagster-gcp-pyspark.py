# Fields inherited from BigQueryIOManager (dagster_gcp/bigquery/io_manager.py @id316091554, as transcribed in dagster-gcp.py); this class adds none.
# file: python_modules/libraries/dagster-gcp-pyspark/dagster_gcp_pyspark/bigquery/bigquery_pyspark_type_handler.py @db6d2e973ecad48819becbf928c0665b3a053b84
class BigQueryPySparkIOManager:
    project: str
    dataset: Optional[str] = None
    location: Optional[str] = None
    gcp_credentials: Optional[str] = None
    temporary_gcs_bucket: Optional[str] = None
    timeout: Optional[float] = None

class BigQueryPySparkTypeHandler: ...

# missing: bigquery_pyspark_io_manager (constant IOManagerDefinition = build_bigquery_io_manager([BigQueryPySparkTypeHandler()], default_load_type=DataFrame); no signature to transcribe)
