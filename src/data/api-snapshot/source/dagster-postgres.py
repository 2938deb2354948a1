# file: python_modules/libraries/dagster-postgres/dagster_postgres/run_storage/run_storage.py @091d841894c25f0223d5234aa0c275fd69ef84e8
class PostgresRunStorage:
    def __init__(self, postgres_url, should_autocreate_tables=True, inst_data=None): ...

# file: python_modules/libraries/dagster-postgres/dagster_postgres/event_log/event_log.py @020ad07c41b17c44e10468b47cd5aa8c5db74a2e
class PostgresEventLogStorage:
    def __init__(self, postgres_url, should_autocreate_tables=True, inst_data=None): ...

# file: python_modules/libraries/dagster-postgres/dagster_postgres/schedule_storage/schedule_storage.py @031a3e8c0ccc854192ee6b0b025358dacbea65e7
class PostgresScheduleStorage:
    def __init__(self, postgres_url, should_autocreate_tables=True, inst_data=None): ...
