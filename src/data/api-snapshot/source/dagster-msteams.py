# file: python_modules/libraries/dagster-msteams/dagster_msteams/resources.py @id446977113
class MSTeamsResource:
    hook_url: str
    http_proxy: Optional[str] = None
    https_proxy: Optional[str] = None
    timeout: float = 60
    verify: bool = True
    def get_client(self): ...

# missing: msteams_resource (constant ResourceDefinition made by @dagster_maintained_resource/@resource in resources.py @id446977113; no signature to transcribe)

# file: python_modules/libraries/dagster-msteams/dagster_msteams/sensors.py @031a3e8c0ccc854192ee6b0b025358dacbea65e7
def make_teams_on_run_failure_sensor(hook_url, message_fn=_default_failure_message, http_proxy=None, https_proxy=None, timeout=60, verify=None, name=None, dagit_base_url=None, default_status=DefaultSensorStatus.STOPPED, monitored_jobs=None, monitor_all_code_locations=False, webserver_base_url=None, monitor_all_repositories=False): ...

# file: python_modules/libraries/dagster-msteams/dagster_msteams/hooks.py @id734522249
def teams_on_failure(message_fn=_default_failure_message, dagit_base_url=None, webserver_base_url=None): ...

def teams_on_success(message_fn=_default_success_message, dagit_base_url=None, webserver_base_url=None): ...
