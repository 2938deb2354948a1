# file: python_modules/libraries/dagster-mysql/dagster_mysql/resources.py @3bf9082d0a422257c14e0f8a3672ecb297e439a6
class MySQLResource:
    host: Optional[str] = None
    port: Optional[int] = None
    user: str
    password: Optional[str] = None
    database: Optional[str] = None
    additional_parameters: dict[str, Any] = {}
    def get_connection(self): ...

# file: python_modules/libraries/dagster-mysql/dagster_mysql/run_storage/run_storage.py @6bb956a66aa37a1615ee0e974faaa8f248d05f29
class MySQLRunStorage:
    def __init__(self, mysql_url, inst_data=None): ...

# file: python_modules/libraries/dagster-mysql/dagster_mysql/event_log/event_log.py @053612fcb5849ca6ba5bebbf5689acdd97dd1f0a
class MySQLEventLogStorage:
    def __init__(self, mysql_url, inst_data=None): ...

# file: python_modules/libraries/dagster-mysql/dagster_mysql/schedule_storage/schedule_storage.py @053612fcb5849ca6ba5bebbf5689acdd97dd1f0a
class MySQLScheduleStorage:
    def __init__(self, mysql_url, inst_data=None): ...
