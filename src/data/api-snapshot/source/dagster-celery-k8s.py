# missing: celery_k8s_job_executor (decorated executor; config schema, no Python signature; @executor in dagster_celery_k8s/executor.py, not read)

# file: python_modules/libraries/dagster-celery-k8s/dagster_celery_k8s/launcher.py @00b877e0b636af4635136ca6b2096a7b9bb3ff0d
class CeleryK8sRunLauncher:
    def __init__(self, instance_config_map, dagster_home, postgres_password_secret, load_incluster_config=True, kubeconfig_file=None, broker=None, backend=None, include=None, config_source=None, retries=None, inst_data=None, k8s_client_batch_api=None, env_config_maps=None, env_secrets=None, volume_mounts=None, volumes=None, service_account_name=None, image_pull_policy=None, image_pull_secrets=None, labels=None, fail_pod_on_run_failure=None, job_namespace=None): ...
