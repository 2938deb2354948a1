# file: python_modules/libraries/dagster-slack/dagster_slack/resources.py @id532540014
class SlackResource:
    token: str
    def get_client(self): ...

# missing: slack_resource (constant ResourceDefinition made by @resource in resources.py @id532540014; no signature to transcribe)

# file: python_modules/libraries/dagster-slack/dagster_slack/sensors.py @id396063683
def make_slack_on_run_failure_sensor(channel, slack_token, text_fn=_default_failure_message_text_fn, blocks_fn=None, name=None, dagit_base_url=None, minimum_interval_seconds=None, monitored_jobs=None, job_selection=None, monitor_all_code_locations=False, default_status=DefaultSensorStatus.STOPPED, webserver_base_url=None, monitor_all_repositories=False): ...

# file: python_modules/libraries/dagster-slack/dagster_slack/hooks.py @id1176805127
def slack_on_failure(channel, message_fn=_default_failure_message, dagit_base_url=None, webserver_base_url=None): ...

def slack_on_success(channel, message_fn=_default_success_message, dagit_base_url=None, webserver_base_url=None): ...
