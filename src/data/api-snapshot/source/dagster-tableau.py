# file: python_modules/libraries/dagster-tableau/dagster_tableau/resources.py @38e66ade3c3dd8c451be381c18b12bc366d97d99
def load_tableau_asset_specs(workspace, dagster_tableau_translator=None): ...

class TableauCloudWorkspace:
    connected_app_client_id: str
    connected_app_secret_id: str
    connected_app_secret_value: str
    username: str
    site_name: str
    pod_name: str

class TableauServerWorkspace:
    connected_app_client_id: str
    connected_app_secret_id: str
    connected_app_secret_value: str
    username: str
    site_name: str
    server_name: str

# file: python_modules/libraries/dagster-tableau/dagster_tableau/translator.py @8ca2d6bc304cf8e8943a4c4fc026265e6bc43065
class DagsterTableauTranslator:
    def get_asset_spec(self, data): ...

# file: python_modules/libraries/dagster-tableau/dagster_tableau/assets.py @id2275551940
def build_tableau_materializable_assets_definition(resource_key, specs, refreshable_workbook_ids=None, refreshable_data_source_ids=None): ...

# file: python_modules/libraries/dagster-tableau/dagster_tableau/asset_utils.py @id39760556079
def parse_tableau_external_and_materializable_asset_specs(specs, include_data_sources_with_extracts=False): ...
