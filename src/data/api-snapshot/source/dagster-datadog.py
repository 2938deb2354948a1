# file: python_modules/libraries/dagster-datadog/dagster_datadog/resources.py @id2821403854
class DatadogResource:
    api_key: str
    app_key: str
    host_name: Optional[str] = None
    api_host: Optional[str] = None
    statsd_host: Optional[str] = None
    statsd_port: Optional[int] = None
    statsd_disable_aggregation: bool = True
    statsd_disable_buffering: bool = True
    statsd_aggregation_flush_interval: float = 0.3
    statsd_use_default_route: bool = False
    statsd_socket_path: Optional[str] = None
    statsd_namespace: Optional[str] = None
    statsd_max_samples_per_context: Optional[int] = 0
    statsd_constant_tags: Optional[list[str]] = None
    return_raw_response: bool = False
    hostname_from_config: bool = True
    cardinality: Optional[str] = None
    def get_client(self): ...

# missing: datadog_resource (decorated resource; config schema, no Python signature; @beta @dagster_maintained_resource @resource(config_schema=DatadogResource.to_config_schema()) on def datadog_resource(context) in resources.py @id2821403854)
