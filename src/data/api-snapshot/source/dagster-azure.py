# file: python_modules/libraries/dagster-azure/dagster_azure/adls2/resources.py @id989094479
class ADLS2SASToken:
    credential_type: Literal["sas"] = "sas"
    token: str

class ADLS2Key:
    credential_type: Literal["key"] = "key"
    key: str

class ADLS2DefaultAzureCredential:
    credential_type: Literal["default_azure_credential"] = "default_azure_credential"
    kwargs: dict[str, Any]

class ADLS2Resource:
    storage_account: str
    credential: Union[ADLS2SASToken, ADLS2Key, ADLS2DefaultAzureCredential]
    @property
    def adls2_client(self): ...
    @property
    def blob_client(self): ...

# missing: adls2_resource (constant ResourceDefinition made by @resource(ADLS2_CLIENT_CONFIG) on def adls2_resource(context) in adls2/resources.py @id989094479; no signature to transcribe)
# missing: adls2_file_manager (constant ResourceDefinition made by @resource on def adls2_file_manager(context) in adls2/resources.py @id989094479; no signature to transcribe)

# file: python_modules/libraries/dagster-azure/dagster_azure/adls2/io_manager.py @id77864971
class ADLS2PickleIOManager:
    adls2: ResourceDependency[ADLS2Resource]
    adls2_file_system: str
    adls2_prefix: str = "dagster"
    lease_duration: int = 60

class ConfigurablePickledObjectADLS2IOManager:
    adls2: ResourceDependency[ADLS2Resource]
    adls2_file_system: str
    adls2_prefix: str = "dagster"
    lease_duration: int = 60

# missing: adls2_pickle_io_manager (constant IOManagerDefinition made by @io_manager on def adls2_pickle_io_manager(init_context) in adls2/io_manager.py @id77864971; no signature to transcribe)

# missing: FakeADLS2Resource (not reached: dagster_azure/adls2/fake_adls2_resource.py; members adls2_client, blob_client likewise)
# missing: AzureBlobStorageResource (not reached: dagster_azure/blob/resources.py; member get_client likewise)
# missing: AzureBlobComputeLogManager (not reached: dagster_azure/blob/compute_log_manager.py)
# missing: ADLS2FileHandle (not reached: dagster_azure/adls2/file_manager.py; members account, file_system, key, path_desc likewise)
