// SPDX-License-Identifier: Apache-2.0
pragma solidity ^0.8.24;

/// @title TestIdRegistry
/// @notice The read of Farcaster's ID registry that a sign-in check needs (`custodyOf`), with the same
/// signature as the OP mainnet contract, and a `register` so a test can give fids owners. For tests
/// only: the cloud's production reads the real registry through an RPC URL.
contract TestIdRegistry {
    mapping(uint256 => address) public custodyOf;
    mapping(address => uint256) public idOf;

    error FidTaken(uint256 fid);

    function register(uint256 fid, address custody) external {
        if (custodyOf[fid] != address(0)) revert FidTaken(fid);
        custodyOf[fid] = custody;
        idOf[custody] = fid;
    }
}
