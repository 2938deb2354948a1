# file: python_modules/dagster-graphql/dagster_graphql/client/client.py @id570608505
class DagsterGraphQLClient:
    def __init__(self, hostname, port_number=None, transport=None, use_https=False, timeout=300, headers=None, auth=None): ...
    def submit_job_execution(self, job_name, repository_location_name=None, repository_name=None, run_config=None, tags=None, op_selection=None): ...
    def get_run_status(self, run_id): ...
    def reload_repository_location(self, repository_location_name): ...
    def shutdown_repository_location(self, repository_location_name): ...
    def terminate_run(self, run_id): ...

# file: python_modules/dagster-graphql/dagster_graphql/client/utils.py @0f2d9d8ee1755dff289e167e49167d87f4977a9f
class DagsterGraphQLClientError:
    def __init__(self, *args, body=None): ...

class ReloadRepositoryLocationStatus:
    SUCCESS = "SUCCESS"
    FAILURE = "FAILURE"

class ReloadRepositoryLocationInfo:
    status: ReloadRepositoryLocationStatus
    failure_type: Optional[str] = None
    message: Optional[str] = None

class InvalidOutputErrorInfo:
    step_key: str
    invalid_output_name: str
