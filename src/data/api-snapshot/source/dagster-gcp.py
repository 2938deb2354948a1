# file: python_modules/libraries/dagster-gcp/dagster_gcp/bigquery/resources.py @id305341686
class BigQueryResource:
    project: Optional[str] = None
    location: Optional[str] = None
    gcp_credentials: Optional[str] = None
    def get_client(self): ...

def fetch_last_updated_timestamps(*, client, dataset_id, table_ids): ...

# missing: bigquery_resource (constant ResourceDefinition made by @resource on def bigquery_resource(context) in bigquery/resources.py @id305341686; no signature to transcribe)

# file: python_modules/libraries/dagster-gcp/dagster_gcp/bigquery/io_manager.py @id316091554
def build_bigquery_io_manager(type_handlers, default_load_type=None): ...

class BigQueryIOManager:
    project: str
    dataset: Optional[str] = None
    location: Optional[str] = None
    gcp_credentials: Optional[str] = None
    temporary_gcs_bucket: Optional[str] = None
    timeout: Optional[float] = None

# file: python_modules/libraries/dagster-gcp/dagster_gcp/gcs/resources.py @id349513025
class GCSResource:
    project: Optional[str] = None
    def get_client(self): ...

class GCSFileManagerResource:
    project: Optional[str] = None
    gcs_bucket: str
    gcs_prefix: str = "dagster"
    def get_client(self): ...

# missing: gcs_resource (constant ResourceDefinition made by @resource on def gcs_resource(init_context) in gcs/resources.py @id349513025; no signature to transcribe)
# missing: gcs_file_manager (constant ResourceDefinition made by @resource on def gcs_file_manager(context) in gcs/resources.py @id349513025; no signature to transcribe)

# file: python_modules/libraries/dagster-gcp/dagster_gcp/gcs/io_manager.py @id401594619
class GCSPickleIOManager:
    gcs: ResourceDependency[GCSResource]
    gcs_bucket: str
    gcs_prefix: str = "dagster"

class ConfigurablePickledObjectGCSIOManager:
    gcs: ResourceDependency[GCSResource]
    gcs_bucket: str
    gcs_prefix: str = "dagster"

# missing: gcs_pickle_io_manager (constant IOManagerDefinition made by @io_manager on def gcs_pickle_io_manager(init_context) in gcs/io_manager.py @id401594619; no signature to transcribe)

# file: python_modules/libraries/dagster-gcp/dagster_gcp/pipes/clients/dataproc_job.py @id333906944
class PipesDataprocJobClient:
    def __init__(self, message_reader, client=None, context_injector=None, forward_termination=True, poll_interval=5.0): ...
    def run(self, *, context, submit_job_params, extras=None): ...

# file: python_modules/libraries/dagster-gcp/dagster_gcp/pipes/message_readers.py @id615784797
class PipesGCSMessageReader:
    def __init__(self, *, interval=10, bucket, client=None, log_readers=None, include_stdio_in_messages=False): ...

# missing: PipesGCSContextInjector (not reached: dagster_gcp/pipes/context_injectors.py; allowance spent)
# missing: bq_create_dataset (not reached: constant OpDefinition in dagster_gcp/bigquery/ops.py)
# missing: bq_delete_dataset (not reached: constant OpDefinition in dagster_gcp/bigquery/ops.py)
# missing: bq_op_for_queries (not reached: dagster_gcp/bigquery/ops.py)
# missing: import_df_to_bq (not reached: constant OpDefinition in dagster_gcp/bigquery/ops.py)
# missing: import_file_to_bq (not reached: constant OpDefinition in dagster_gcp/bigquery/ops.py)
# missing: import_gcs_paths_to_bq (not reached: constant OpDefinition in dagster_gcp/bigquery/ops.py)
# missing: BigQueryError (not reached: dagster_gcp/bigquery/types.py)
# missing: get_gcs_keys (not reached: dagster_gcp/gcs/sensor.py)
# missing: GCSFileHandle (not reached: dagster_gcp/gcs/file_manager.py; members gcs_bucket, gcs_key, gcs_path likewise)
# missing: GCSComputeLogManager (not reached: dagster_gcp/gcs/compute_log_manager.py)
# missing: DataprocResource (not reached: dagster_gcp/dataproc/resources.py; member get_client likewise)
# missing: dataproc_op (not reached: constant OpDefinition in dagster_gcp/dataproc/ops.py)
# missing: dataproc_resource (not reached: constant ResourceDefinition in dagster_gcp/dataproc/resources.py)
