# file: python_modules/libraries/dagster-ssh/dagster_ssh/resources.py @002e44770b18abf42f098f189df21357c9925fe3
class SSHResource:
    remote_host: str
    remote_port: Optional[int] = None
    username: Optional[str] = None
    password: Optional[str] = None
    key_file: Optional[str] = None
    key_string: Optional[str] = None
    timeout: int = 10
    keepalive_interval: int = 30
    compress: bool = True
    no_host_key_check: bool = True
    allow_host_key_change: bool = False
    def sftp_get(self, remote_filepath, local_filepath): ...
    def sftp_put(self, remote_filepath, local_filepath, confirm=True): ...
    def get_connection(self): ...

# missing: ssh_resource (decorated resource; no call signature)
