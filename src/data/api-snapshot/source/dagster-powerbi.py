# file: python_modules/libraries/dagster-powerbi/dagster_powerbi/resource.py @4ec718f0c440262e5b6016f0ca9b0f506d7b0efb
class PowerBIToken:
    api_token: str

class PowerBIServicePrincipal:
    client_id: str
    client_secret: str
    tenant_id: str

class PowerBIWorkspace:
    credentials: ResourceDependency[PowerBICredentials]
    workspace_id: str
    refresh_poll_interval: int = 5
    refresh_timeout: int = 300
    def trigger_and_poll_refresh(self, dataset_id): ...
    def trigger_refresh(self, dataset_id): ...
    def poll_refresh(self, dataset_id): ...
    def build_defs(self, dagster_powerbi_translator=DagsterPowerBITranslator, enable_refresh_semantic_models=False): ...

def load_powerbi_asset_specs(workspace, dagster_powerbi_translator=None, use_workspace_scan=True): ...

# file: python_modules/libraries/dagster-powerbi/dagster_powerbi/assets.py @3df8aa4f0ba66aebf303bbddf5a847515aabee0b
def build_semantic_model_refresh_asset_definition(resource_key, spec): ...

# file: python_modules/libraries/dagster-powerbi/dagster_powerbi/translator.py @db6d2e973ecad48819becbf928c0665b3a053b84
class DagsterPowerBITranslator:
    def get_asset_spec(self, data): ...
