# Fields inherited from SnowflakeIOManager (dagster_snowflake/snowflake_io_manager.py @id337977003, as transcribed in dagster-snowflake.py); this class adds none.
# file: python_modules/libraries/dagster-snowflake-pyspark/dagster_snowflake_pyspark/snowflake_pyspark_type_handler.py @3c0c7e94dc33ac50ac8516cf428d076a60c39554
# 1.10.15: the SnowflakeIOManager copy read predates 1.10.15; it lacks the field additional_snowflake_connection_args (after authenticator) that 1.10 has (no newer copy found in the store)
class SnowflakePySparkIOManager:
    database: str
    account: str
    user: str
    # The field is schema_ with alias "schema": callers pass schema=.
    schema: Optional[str] = None
    password: Optional[str] = None
    warehouse: Optional[str] = None
    role: Optional[str] = None
    private_key: Optional[str] = None
    private_key_path: Optional[str] = None
    private_key_password: Optional[str] = None
    store_timestamps_as_strings: bool = False
    authenticator: Optional[str] = None

class SnowflakePySparkTypeHandler: ...

# missing: snowflake_pyspark_io_manager (constant IOManagerDefinition = build_snowflake_io_manager([SnowflakePySparkTypeHandler()], default_load_type=DataFrame); no signature to transcribe)
