# file: python_modules/libraries/dagster-looker/dagster_looker/api/resource.py @id1038720353
class LookerFilter:
    dashboard_folders: Optional[list[list[str]]] = None
    only_fetch_explores_used_in_dashboards: bool = False

class LookerResource:
    base_url: str
    client_id: str
    client_secret: str
    def build_defs(self, *, request_start_pdt_builds=None, dagster_looker_translator=None, looker_filter=None): ...

def load_looker_asset_specs(looker_resource, dagster_looker_translator=None, looker_filter=None): ...

# file: python_modules/libraries/dagster-looker/dagster_looker/api/dagster_looker_api_translator.py @id665730765
class RequestStartPdtBuild:
    model_name: str
    view_name: str
    force_rebuild: Optional[str] = None
    force_full_incremental: Optional[str] = None
    workspace: Optional[str] = None
    source: Optional[str] = None

class LookerStructureType:
    VIEW = "view"
    EXPLORE = "explore"
    DASHBOARD = "dashboard"

class LookerStructureData:
    structure_type: LookerStructureType
    data: Union[LookmlView, LookmlModelExplore, DashboardFilter, Dashboard]
    base_url: Optional[str] = None

class DagsterLookerApiTranslator:
    def get_asset_spec(self, looker_structure): ...
    def get_asset_key(self, looker_structure): ...

# file: python_modules/libraries/dagster-looker/dagster_looker/api/assets.py @id658300483
def build_looker_pdt_assets_definitions(resource_key, request_start_pdt_builds, dagster_looker_translator=None): ...

# file: python_modules/libraries/dagster-looker/dagster_looker/lkml/asset_specs.py @id700234978
def build_looker_asset_specs(*, project_dir, dagster_looker_translator=None): ...

# file: python_modules/libraries/dagster-looker/dagster_looker/lkml/dagster_looker_lkml_translator.py @1e53068ca8c14686898e9aed541be5e9dd76b04c
class DagsterLookerLkmlTranslator:
    def get_asset_spec(self, lookml_structure): ...
    def get_asset_key(self, lookml_structure): ...
    def get_deps(self, lookml_structure): ...
    def get_description(self, lookml_structure): ...
    def get_metadata(self, lookml_structure): ...
    def get_group_name(self, lookml_structure): ...
    def get_owners(self, lookml_structure): ...
    def get_tags(self, lookml_structure): ...
