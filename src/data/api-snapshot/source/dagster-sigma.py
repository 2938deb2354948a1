# file: python_modules/libraries/dagster-sigma/dagster_sigma/resource.py @9efabc75e2b9c087174e0bf0b250733f39ffa1dc
class SigmaFilter:
    def __new__(cls, workbook_folders=None, workbooks=None, include_unused_datasets=True): ...

class SigmaBaseUrl:
    AWS_US = "https://aws-api.sigmacomputing.com"
    AWS_CANADA = "https://api.ca.aws.sigmacomputing.com"
    AWS_EUROPE = "https://api.eu.aws.sigmacomputing.com"
    AWS_UK = "https://api.uk.aws.sigmacomputing.com"
    AZURE_US = "https://api.us.azure.sigmacomputing.com"
    GCP = "https://api.sigmacomputing.com"

class SigmaOrganization:
    base_url: str
    client_id: str
    client_secret: str
    warn_on_lineage_fetch_error: bool = False
    def build_defs(self, dagster_sigma_translator=DagsterSigmaTranslator, sigma_filter=None, fetch_column_data=True): ...

def load_sigma_asset_specs(organization, dagster_sigma_translator=None, sigma_filter=None, fetch_column_data=True, fetch_lineage_data=True, snapshot_path=None): ...

# file: python_modules/libraries/dagster-sigma/dagster_sigma/translator.py @id313957212
class SigmaWorkbook:
    properties: dict[str, Any]
    lineage: list[dict[str, Any]]
    datasets: AbstractSet[str]
    direct_table_deps: AbstractSet[str]
    owner_email: Optional[str]
    materialization_schedules: Optional[list[dict[str, Any]]]

class SigmaDataset:
    properties: dict[str, Any]
    columns: AbstractSet[str]
    inputs: AbstractSet[str]

class DagsterSigmaTranslator:
    def get_asset_spec(self, data): ...
