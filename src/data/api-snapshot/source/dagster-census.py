# file: python_modules/libraries/dagster-census/dagster_census/resources.py @874a48271300a70850f74bf0e76a65ac833c7d2e
DEFAULT_POLL_INTERVAL = 10
class CensusResource:
    def __init__(self, api_key, request_max_retries=3, request_retry_delay=0.25, log=get_dagster_logger()): ...
    def trigger_sync_and_poll(self, sync_id, force_full_sync=False, poll_interval=DEFAULT_POLL_INTERVAL, poll_timeout=None): ...

# missing: census_resource (decorated resource; no call signature)

# file: python_modules/libraries/dagster-census/dagster_census/ops.py @06cab596585ad6933a1a9c1d923a17e2bb13968b
# missing: census_trigger_sync_op (decorated op; no call signature)

# file: python_modules/libraries/dagster-census/dagster_census/types.py @314b968bb857361174993766605951f1f5bbc4fa
class CensusOutput:
    def __new__(cls, sync_run, source, destination): ...
