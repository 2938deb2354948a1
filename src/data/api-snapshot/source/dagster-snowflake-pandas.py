# Fields inherited from SnowflakeIOManager (dagster_snowflake/snowflake_io_manager.py @id337977003, as transcribed in dagster-snowflake.py); this class adds none.
# file: python_modules/libraries/dagster-snowflake-pandas/dagster_snowflake_pandas/snowflake_pandas_type_handler.py @4ec718f0c440262e5b6016f0ca9b0f506d7b0efb
# 1.10.15: the SnowflakeIOManager copy read predates 1.10.15; it lacks the field additional_snowflake_connection_args (after authenticator) that 1.10 has (no newer copy found in the store)
class SnowflakePandasIOManager:
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

class SnowflakePandasTypeHandler: ...

# missing: snowflake_pandas_io_manager (constant IOManagerDefinition = build_snowflake_io_manager([SnowflakePandasTypeHandler()], default_load_type=pd.DataFrame); no signature to transcribe)
