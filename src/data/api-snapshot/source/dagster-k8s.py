# file: python_modules/libraries/dagster-k8s/dagster_k8s/pipes.py @id1158632702
DEFAULT_WAIT_BETWEEN_ATTEMPTS = 10.0
class PipesK8sPodLogsMessageReader:
    def __init__(self): ...

class PipesK8sClient:
    def __init__(self, env=None, context_injector=None, message_reader=None, load_incluster_config=None, kubeconfig_file=None, kube_context=None, poll_interval=DEFAULT_WAIT_BETWEEN_ATTEMPTS): ...
    def run(self, *, context, extras=None, image=None, command=None, namespace=None, env=None, base_pod_meta=None, base_pod_spec=None, ignore_containers=None, enable_multi_container_logs=False): ...

# file: python_modules/libraries/dagster-k8s/dagster_k8s/ops/k8s_job_op.py @id622732459
def execute_k8s_job(context, image, command=None, args=None, namespace=None, image_pull_policy=None, image_pull_secrets=None, service_account_name=None, env_config_maps=None, env_secrets=None, env_vars=None, volume_mounts=None, volumes=None, labels=None, resources=None, scheduler_name=None, load_incluster_config=True, kubeconfig_file=None, timeout=None, container_config=None, pod_template_spec_metadata=None, pod_spec_config=None, job_metadata=None, job_spec_config=None, k8s_job_name=None, merge_behavior=K8sConfigMergeBehavior.DEEP, delete_failed_k8s_jobs=True, _kubeconfig_file_context=None): ...

# missing: k8s_job_op (constant OpDefinition made by @op(ins={"start_after": In(Nothing)}, config_schema=K8S_JOB_OP_CONFIG) on def k8s_job_op(context) in ops/k8s_job_op.py @id622732459; no signature to transcribe)

# file: python_modules/libraries/dagster-k8s/dagster_k8s/launcher.py @id783792960
class K8sRunLauncher:
    def __init__(self, service_account_name, instance_config_map, postgres_password_secret=None, dagster_home=None, job_image=None, image_pull_policy=None, image_pull_secrets=None, load_incluster_config=True, kubeconfig_file=None, inst_data=None, job_namespace="default", env_config_maps=None, env_secrets=None, env_vars=None, k8s_client_batch_api=None, k8s_client_core_api=None, volume_mounts=None, volumes=None, labels=None, fail_pod_on_run_failure=None, resources=None, scheduler_name=None, security_context=None, run_k8s_config=None, only_allow_user_defined_k8s_config_fields=None, only_allow_user_defined_env_vars=None): ...

# missing: k8s_job_executor (constant ExecutorDefinition made by @executor in executor.py; not read, no signature to transcribe)
