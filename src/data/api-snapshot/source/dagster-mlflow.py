# file: python_modules/libraries/dagster-mlflow/dagster_mlflow/resources.py @00b877e0b636af4635136ca6b2096a7b9bb3ff0d
# missing: mlflow_tracking (decorated resource; no call signature)

# file: python_modules/libraries/dagster-mlflow/dagster_mlflow/hooks.py @36499732c71f4be7abc69ddf9d1d4bd1d82ab72b
# missing: end_mlflow_on_run_finished (HookDefinition built by @event_list_hook inside _create_mlflow_run_hook(name), assigned as end_mlflow_on_run_finished = _create_mlflow_run_hook("end_mlflow_on_run_finished"); no call signature with a job parameter in hooks.py)
