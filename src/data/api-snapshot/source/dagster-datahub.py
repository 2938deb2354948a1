# file: python_modules/libraries/dagster-datahub/dagster_datahub/resources.py @0f2d9d8ee1755dff289e167e49167d87f4977a9f
class DatahubRESTEmitterResource:
    connection: str
    token: Optional[str] = None
    connect_timeout_sec: Optional[float] = None
    read_timeout_sec: Optional[float] = None
    retry_status_codes: Optional[list[int]] = None
    retry_methods: Optional[list[str]] = None
    retry_max_times: Optional[int] = None
    extra_headers: Optional[dict[str, str]] = None
    ca_certificate_path: Optional[str] = None
    server_telemetry_id: Optional[str] = None
    disable_ssl_verification: bool = False
    def get_emitter(self): ...

# missing: datahub_rest_emitter (decorated resource; no call signature)

class DatahubKafkaEmitterResource:
    connection: DatahubConnection
    topic_routes: dict[str, str] = {MCE_KEY: DEFAULT_MCE_KAFKA_TOPIC, MCP_KEY: DEFAULT_MCP_KAFKA_TOPIC}
    def get_emitter(self): ...

# missing: datahub_kafka_emitter (decorated resource; no call signature)
